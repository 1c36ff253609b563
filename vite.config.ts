import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import budgets from './budgets.json' with { type: 'json' };
import { appFilesPlugin } from './build/app-files-plugin.ts';
import { appIconsPlugin } from './build/app-icons-plugin.ts';
import { compileHintPlugin } from './build/compile-hint-plugin.ts';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { mantineLazyDefaultsPlugin } from './build/mantine-lazy-defaults-plugin.ts';
import { mantineStylesPlugin } from './build/mantine-styles-plugin.ts';
import { pagePreloadsPlugin } from './build/page-preloads-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { reactOnPreact } from './build/react-on-preact.ts';
import { routePreloadPlugin } from './build/route-preload-plugin.ts';
import { splashLogoPlugin } from './build/splash-logo-plugin.ts';
import { strictCatalogsPlugin } from './build/strict-catalogs-plugin.ts';
import { stylesAfterSplashPlugin } from './build/styles-after-splash-plugin.ts';
import { viewerChunks } from './build/viewer-chunks.ts';
import { viewerDataPlugin } from './build/viewer-data-plugin.ts';
import { viewerVersion } from './src/shared/constants.ts';

const VIEWER_VERSION = viewerVersion(process.env.VITE_VIEWER_VERSION_SUFFIX);

/**
 * Test files at once in the unit and API projects. Vitest's default is one less than the cores (one here, on two
 * cores); the API files spend much of their time waiting on their servers, so two keep both cores busy.
 */
const API_WORKERS = Number(process.env.IZOOM_TEST_WORKERS ?? 2);

/** A throwaway PostgreSQL cluster and an s3rver process for the run, and the test servers pointed at them. */
const ON_POSTGRES_AND_S3 = {
  globalSetup: ['tests/support/postgres-setup.ts', 'tests/support/s3-server.ts'],
  env: {
    IZOOM_TEST_DATABASE: 'postgres',
    IZOOM_TEST_STORAGE: 's3',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  },
};

/** The sign-in page's routes: the page people land on from every sign-in button. */
const SIGN_IN_PAGE = {
  path: '/auth/login',
  name: 'sign-in-page',
  routes: ['src/web/routes/auth/route.tsx', 'src/web/routes/auth/login.tsx'],
};

/** The bare viewer for iframes: it always shows an izoom, so the focus view's files come with the page's own. */
const EMBED_PAGE = {
  path: '/embed',
  routes: ['src/web/routes/embed.tsx'],
  loads: ['src/viewer/dom/mount-viewer.ts', 'src/viewer/dom/load-tile.ts'],
};

/** Where `npm start` serves the API, the OIDC issuer, media and the app config (the dev server proxies to it). */
const SERVER = 'http://127.0.0.1:8080';
const proxied = ['/api', '/oidc', '/media', '/iiif', '/app-config.json'];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? reactOnPreact : [] },
  plugins: [
    // File routes and code splitting must run before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/web/routes',
      generatedRouteTree: 'src/web/routeTree.gen.ts',
    }),
    // Vite 8 (Rolldown) has no Babel pass of its own: Lingui's macros need this one, before react().
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    // Compiles the .po catalogs on import; a message that does not compile fails the build, and so does a
    // Japanese catalog with a message missing or left in English.
    lingui({ failOnCompileError: true }),
    strictCatalogsPlugin(),
    mantineLazyDefaultsPlugin(),
    // Of Mantine's styles, only its components' that the app uses (in place of its whole styles.css).
    mantineStylesPlugin(),
    // The viewer's data file (gallery scene, sprites, sample izoom): `virtual:izoom-viewer-data` is its URL.
    viewerDataPlugin({ version: VIEWER_VERSION }),
    // The service worker (sw/sw.ts): Workbox precaches the app shell and the viewer's three files. A file
    // over the limit fails the build rather than being left out.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic worker script (it is registered as one); the 'es' default builds it with Rolldown's
        // deprecated inlineDynamicImports.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,bin,woff2}'],
        globIgnores: ['screenshots/**', '**/*.br', '**/*.gz'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
    // The budgeted pages' route chunks and the English catalog, preloaded with the entry.
    routePreloadPlugin(
      budgets.pages.flatMap((page) => page.routes.filter((route) => !route.endsWith('__root.tsx'))),
      'src/web/locales/en/messages.po',
    ),
    // Each budgeted page's own chunks and stylesheets, the sign-in page's and /embed's (with the focus view's), which
    // the server preloads in that page's HTML only.
    pagePreloadsPlugin([...budgets.pages, SIGN_IN_PAGE, EMBED_PAGE]),
    // The app's CSS no longer holds back the splash's first paint: the app applies it before it renders.
    stylesAfterSplashPlugin(),
    appFilesPlugin(),
    // The splash's logo inside the HTML, painted with the splash rather than one request later.
    splashLogoPlugin(),
    // V8's compile hint atop each of the app's scripts (not the viewer's).
    compileHintPlugin(),
    // Brotli and gzip copies of the text files, for the server to send to browsers that take them.
    precompressPlugin(),
    // The installed app's icons and /manifest.webmanifest, at fixed names at the root.
    appIconsPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each entry and route chunk imports, for the JS budgets (tests/budgets).
    manifest: true,
    // What the front door (src/viewer/index.ts) preloads with the viewer's files it loads: only the viewer's. The
    // app's files those use are loaded already (the app imports the door), and listing them all would weigh on
    // every page, the homepage too.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)viewer-shared-/.test(hostId) ? deps.filter((dep) => /(^|\/)viewer-/.test(dep)) : deps,
    },
    // three.js alone is about 500 kB; the viewer framework that holds it loads only when something is viewed.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The Lingui macro's Babel pass is the build's slow part, by design; on a busy machine Rolldown warns of it
      // every time (PLUGIN_TIMINGS), which says nothing we could act on.
      checks: { bundlerTimings: false },
      output: {
        // The viewer's own files, named with its version (spec §9), chunked from its entries (build/viewer-chunks.ts):
        // the app loads the framework, the focus view's code and the album scene's only when something is viewed.
        codeSplitting: {
          // Only what the groups name goes in them: the small pure helpers the app shares stay in its chunks,
          // so an album page does not load three.js until an izoom is opened.
          includeDependenciesRecursively: false,
          groups: [
            {
              debugName: 'viewer',
              name: viewerChunks({
                door: 'src/viewer/index.ts',
                album: 'src/viewer/album.ts',
                drawer: 'src/viewer/three/album-drawer-host.ts',
                version: VIEWER_VERSION,
              }),
              priority: 10,
            },
            // A page's first load in few files (budgets.json names the pages and counts them).
            {
              debugName: 'first-load',
              name: firstLoadChunks(
                ['src/web/main.tsx', 'src/web/install/install-prompt.ts'],
                [...budgets.pages, SIGN_IN_PAGE],
              ),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // The viewer's workers (tiles: src/viewer/dom/tile-worker.ts, the album's drawer: src/viewer/three/album-drawer-worker.ts)
  // are among its files too: named with its version.
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: `assets/viewer-[name]-${VIEWER_VERSION}-[hash].js` } },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER }])),
  },
  test: {
    projects: [
      {
        // Shares the plugins above so web tests can import .po catalogs and Lingui macros.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'node',
          maxWorkers: API_WORKERS,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: API_WORKERS,
        },
      },
      {
        // The same API suite with every test server on PostgreSQL (a throwaway cluster for the run).
        test: {
          name: 'api-pg',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          env: { IZOOM_TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/support/postgres-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: API_WORKERS,
        },
      },
      {
        // The API suite again with originals and media in S3 (a real s3rver process): `npm run test:api:s3`.
        test: {
          name: 'api-s3',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: API_WORKERS,
          globalSetup: ['tests/support/s3-server.ts'],
          env: { IZOOM_TEST_STORAGE: 's3', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
        },
      },
      {
        // Both at once, as `npm test` runs it: PostgreSQL for the records, S3 for the media.
        test: {
          name: 'api-pg-s3',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: API_WORKERS,
          ...ON_POSTGRES_AND_S3,
        },
      },
      {
        // `npm run test:scale` (not part of `npm test`): two web and two worker processes on one PostgreSQL and one
        // S3 server, through a worker's SIGKILL and a restart of all four (tests/scale).
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          ...ON_POSTGRES_AND_S3,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
