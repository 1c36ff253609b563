import { defineConfig } from '@lingui/cli';

/**
 * English is the source language; Japanese is the other full set (spec §1). The catalogs are .po files,
 * compiled on import by @lingui/vite-plugin. Refresh them with `npx lingui extract`.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'],
    },
  ],
});
