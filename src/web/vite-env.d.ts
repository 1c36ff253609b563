/// <reference types="vite/client" />

/** Lingui catalogs: @lingui/vite-plugin compiles each .po file into a module of messages. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** 'true' builds the mock-mode demo (src/web/config/flags.ts). */
  readonly VITE_MOCK_MODE?: string;
  readonly VITE_REGISTRATION_DISABLED?: string;
}
