/**
 * Import rules (issue 21), checked by `npm run lint:deps` in `npm test`. The four parts and the service worker:
 * `src/shared` imports nothing of ours; the server never imports the web app, the viewer or the service worker;
 * the viewer never imports the web app or the server, which use it only through its front door (src/viewer/index.ts,
 * album.ts); web features use each other only through a feature's index.ts; no circles, type-only ones included.
 */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(server|web|viewer)|sw)/' },
    },
    {
      name: 'server-stays-server',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^(src/(web|viewer)|sw)/' },
    },
    {
      name: 'viewer-stays-viewer',
      severity: 'error',
      from: { path: '^src/viewer/' },
      to: { path: '^(src/(web|server)|sw)/' },
    },
    {
      name: 'viewer-through-its-front-door',
      comment:
        'The web app and the service worker use the viewer only through its entries (src/viewer/index.ts, album.ts).',
      severity: 'error',
      from: { path: '^(src/web|sw)/' },
      to: { path: '^src/viewer/', pathNot: '^src/viewer/(index|album)\\.ts$' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^(src/web|sw)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'features-meet-at-their-index',
      comment: "A web feature uses another only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/([^/]+)/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'no-circles',
      severity: 'error',
      comment:
        'Type-only imports count too. The generated route tree needs none: the route files take RouterContext ' +
        'from router-context.ts, not from router.ts (which imports the tree).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^tests/\\.artifacts/|\\.gen\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
