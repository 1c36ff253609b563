import path from 'node:path';

/**
 * The built app runs on Preact's compat layer instead of React: the same components, about 55 KB less gzipped JS
 * before a page can draw (issue 20). `vite` (development) and the unit tests keep React, whose tools they use.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: path.resolve('src/web/vendor/react-on-preact.js') },
];
