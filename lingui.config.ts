import { defineConfig } from '@lingui/cli';

/**
 * English is the source language; Japanese is the other full set. Chinese, Spanish, German and French carry
 * only the menu, login and list labels (spec §1): the compiled catalogs fill their missing messages from English.
 * The catalogs are .po files, compiled on import by @lingui/vite-plugin. Refresh them with `npx lingui extract`.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja', 'zh', 'es', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'],
    },
  ],
});
