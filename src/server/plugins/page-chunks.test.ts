import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PRELOADS_FILE } from '../../shared/page-preloads';
import { pagePreloadTags, readPagePreloads } from './page-chunks';

const preloads = {
  '/': { scripts: ['/assets/home-page-a.js'], styles: ['/assets/home-page-b.css'] },
  '/album/$albumId': { scripts: ['/assets/album-page-c.js', '/assets/home-page-a.js'], styles: [] },
};

describe('page preloads', () => {
  it("preloads a page's own scripts, and its stylesheets as the app applies them", () => {
    expect(pagePreloadTags(preloads, '/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-a.js">\n      ' +
        '<link rel="preload" as="style" crossorigin href="/assets/home-page-b.css" data-app-style>',
    );
    expect(pagePreloadTags(preloads, '/album/12')).toContain('href="/assets/album-page-c.js"');
    expect(pagePreloadTags(preloads, '/album/12/')).toContain('href="/assets/album-page-c.js"');
  });

  it('preloads nothing for the other pages', () => {
    for (const pathname of ['/auth/login', '/album', '/album/12/more', '/my-album/12', '/x/']) {
      expect(pagePreloadTags(preloads, pathname)).toBe('');
    }
  });

  it("reads the build's list less what index.html preloads already, and has none without one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'izoom-page-preloads-'));
    expect(readPagePreloads(dir)).toEqual({});
    writeFileSync(path.join(dir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
    expect(readPagePreloads(dir)).toEqual(preloads);
    const indexHtml = '<link rel="modulepreload" crossorigin href="/assets/home-page-a.js">';
    expect(readPagePreloads(dir, indexHtml)).toEqual({
      '/': { scripts: [], styles: ['/assets/home-page-b.css'] },
      '/album/$albumId': { scripts: ['/assets/album-page-c.js'], styles: [] },
    });
  });
});
