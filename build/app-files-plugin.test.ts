import { describe, expect, it } from 'vitest';
import { PAGE_FILES_MARKER } from '../src/shared/page-preloads';
import { holdAppFiles } from './app-files-plugin';

const head = `<head>
    <!-- the page poster preload: src/server/plugins/page-preload.ts -->
    <title>izoom</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="preload" as="style" crossorigin href="/assets/app-c.css" data-app-style>
    <link rel="preload" as="image" href="/poster.avif">
    <link rel="modulepreload" crossorigin href="/assets/route-d.js">
  </head>
  <body>
    <script src="/font-warmup.js" async></script>
  </body>`;

describe('the app files template', () => {
  it("holds the entry, its preloads and the app's stylesheets in a template, in order, with the loader after it", () => {
    const held = holdAppFiles(head);
    const template = held.match(/<template id="app-files">([\s\S]*?)<\/template>/)?.[1] ?? '';
    expect(template.trim().split(/\n\s*/)).toEqual([
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/app-c.css" data-app-style>',
      '<link rel="modulepreload" crossorigin href="/assets/route-d.js">',
      PAGE_FILES_MARKER,
    ]);
    expect(held).toMatch(
      /<\/template>\s*<script src="\/app-start.js" defer><\/script>\s*<link rel="preload" as="image"/,
    );
    // What is not the app's stays where it was: the poster's preload and marker, the title, the classic script.
    const outside = held.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).toContain('<link rel="preload" as="image" href="/poster.avif">');
    expect(outside).toContain('<!-- the page poster preload');
    expect(outside).toContain('<script src="/font-warmup.js" async></script>');
    expect(outside).not.toMatch(/modulepreload|type="module"|data-app-style/);
  });

  it('leaves a page without app files as it is', () => {
    const plain = '<head><title>x</title></head><body></body>';
    expect(holdAppFiles(plain)).toBe(plain);
  });
});
