/// <reference types="vite/client" />

/** Lingui catalogs: @lingui/vite-plugin compiles each .po file into a module of messages. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
