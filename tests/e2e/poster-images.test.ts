/**
 * Pictures that paint fast, on a phone (390 × 844, 2× pixels, touch) against the real server with its demo
 * content: every poster has `srcset`, `sizes`, its width and height and an AVIF source; the homepage's first is
 * fetched at high priority from the preload in the page's HTML, the others lazily; the browser takes an AVIF of
 * the width the screen needs, once; and nothing shifts as the page fills in.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestServer } from '../support/server';
import { startDemoServer } from '../support/viewer-page';

const DPR = 2;

let server: TestServer;
let albumId: number;
const browsers: TestBrowser[] = [];

beforeAll(async () => {
  ({ server, albumId } = await startDemoServer({ DEMO_MEGAPIXELS: '2' }));
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

/** A phone that has never seen izoom, summing the page's layout shifts from its first paint on. */
async function freshPhone(width = 390, deviceScaleFactor = DPR): Promise<Page> {
  const browser = await launchBrowser({ viewport: { width, height: 844 }, phone: { deviceScaleFactor } });
  browsers.push(browser);
  await browser.page.addInitScript(() => {
    const shifts = { sum: 0 };
    (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.sum += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return browser.page;
}

/** What the page shows of each card's poster, in order. */
const postersOf = (page: Page) =>
  page.$$eval('[data-testid$="-card"] picture', (pictures) =>
    pictures.map((picture) => {
      const img = picture.querySelector('img') as HTMLImageElement;
      const source = picture.querySelector('source');
      return {
        srcset: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes') ?? '',
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        avifType: source?.getAttribute('type') ?? '',
        avifSrcset: source?.getAttribute('srcset') ?? '',
        loading: img.getAttribute('loading'),
        decoding: img.getAttribute('decoding'),
        fetchPriority: img.getAttribute('fetchpriority'),
        currentSrc: img.currentSrc,
        shownWidth: img.getBoundingClientRect().width,
        complete: img.complete && img.naturalWidth > 0,
      };
    }),
  );

/** Media requests the page made, with their answer's type. */
function recordPosters(page: Page) {
  const requests: { url: string; type: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\/p-[\w-]+\/\d+\.(avif|jpeg)$/.test(url.pathname)) return;
    requests.push({ url: url.pathname, type: response.headers()['content-type'] ?? '' });
  });
  return requests;
}

/** The AVIF candidate of `srcset` the screen needs for `shownWidth` CSS pixels: the narrowest wide enough. */
function neededAvif(srcset: string, shownWidth: number) {
  const candidates = srcset.split(', ').map((entry) => {
    const [url, width] = entry.split(' ');
    return { url, width: Number.parseInt(width, 10) };
  });
  return candidates.find((c) => c.width >= shownWidth * DPR) ?? candidates.at(-1);
}

describe('posters on a phone', () => {
  it('on the homepage: sized, AVIF at the width needed, the first preloaded at high priority, no shift', async () => {
    const page = await freshPhone();
    const requests = recordPosters(page);
    const answer = await page.goto(server.url);
    const html = (await answer?.text()) ?? '';
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="/);
    await page.getByTestId('album-card').first().waitFor();
    await page.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('[data-testid="album-card"] img');
      return first?.complete && first.naturalWidth > 0;
    });

    const posters = await postersOf(page);
    expect(posters.length).toBe(3);
    for (const poster of posters) {
      expect(poster.srcset).toMatch(/\.jpeg 160w, .*\.jpeg \d+w$/);
      expect(poster.avifType).toBe('image/avif');
      expect(poster.avifSrcset).toMatch(/\.avif 160w, .*\.avif \d+w$/);
      expect(poster.sizes).toContain('calc(100vw - 64px)');
      expect(poster.width).toBeGreaterThan(0);
      expect(poster.height).toBeGreaterThan(0);
    }
    const [first, ...rest] = posters;
    expect([first.fetchPriority, first.loading]).toEqual(['high', 'eager']);
    for (const poster of rest)
      expect([poster.loading, poster.decoding, poster.fetchPriority]).toEqual(['lazy', 'async', 'auto']);

    // The first poster: the AVIF of the width a 2× screen needs, fetched once, by the preload in the HTML.
    const needed = neededAvif(first.avifSrcset, first.shownWidth);
    expect(first.currentSrc).toBe(`${server.url}${needed?.url}`);
    expect(requests.filter((r) => r.url === needed?.url)).toEqual([{ url: needed?.url, type: 'image/avif' }]);
    expect(requests.filter((r) => r.url.startsWith(needed?.url.replace(/[^/]+$/, '') ?? '-'))).toHaveLength(1);
    const initiator = await page.evaluate(
      (url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.initiatorType,
      first.currentSrc,
    );
    expect(initiator).toBe('link');

    // Scrolled into view, the others load, as AVIF too.
    await page.getByTestId('izoom-card').last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid$="-card"] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    // Each shown once (the album's cover is its first izoom's poster: one file for both), all AVIF.
    const shown = [...new Set((await postersOf(page)).map((p) => new URL(p.currentSrc).pathname))];
    expect(shown.every((url) => url.endsWith('.avif'))).toBe(true);
    expect(requests.map((r) => r.url).sort()).toEqual(shown.sort());
    expect(requests.every((r) => r.type === 'image/avif')).toBe(true);

    const shift = await page.evaluate(() => (window as unknown as { layoutShift: { sum: number } }).layoutShift.sum);
    console.info(`homepage at 390 × 844: layout shift ${shift.toFixed(4)}; first poster ${needed?.url}`);
    expect(shift).toBeLessThanOrEqual(0.05);
  });

  it('on the demo album page: its first izoom poster preloaded and at high priority, the rest lazy', async () => {
    const page = await freshPhone();
    const answer = await page.goto(`${server.url}/album/${albumId}`);
    expect((await answer?.text()) ?? '').toMatch(/<link rel="preload" as="image" type="image\/avif"/);
    await page.getByTestId('izoom-card').first().waitFor();
    const posters = await postersOf(page);
    expect(posters.length).toBeGreaterThanOrEqual(2);
    expect([posters[0].fetchPriority, posters[0].loading]).toEqual(['high', 'eager']);
    for (const poster of posters.slice(1)) expect(poster.loading).toBe('lazy');
    await page.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('[data-testid="izoom-card"] img');
      return first?.complete && first.naturalWidth > 0;
    });
    const first = (await postersOf(page))[0];
    expect(first.currentSrc).toMatch(/\.avif$/);
    const initiator = await page.evaluate(
      (url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.initiatorType,
      first.currentSrc,
    );
    expect(initiator).toBe('link');
  });

  it('fetches the first poster once on any phone: the preload picks the size the page then shows', async () => {
    // The preload must be read with the page's viewport: before it, a phone lays out 980 px wide.
    for (const [width, dpr] of [
      [412, 1.75],
      [360, 3],
    ]) {
      for (const path of ['/', `/album/${albumId}`]) {
        const page = await freshPhone(width, dpr);
        const requests = recordPosters(page);
        await page.goto(`${server.url}${path}`);
        const card = path === '/' ? 'album-card' : 'izoom-card';
        await page.waitForFunction((testId) => {
          const first = document.querySelector<HTMLImageElement>(`[data-testid="${testId}"] img`);
          return first?.complete && first.naturalWidth > 0;
        }, card);
        const shown = new URL((await postersOf(page))[0].currentSrc).pathname;
        const folder = shown.replace(/[^/]+$/, '');
        expect(
          requests.filter((r) => r.url.startsWith(folder)).map((r) => r.url),
          `${path} at ${width}@${dpr}`,
        ).toEqual([shown]);
        await browsers.pop()?.close();
      }
    }
  });

  it('starts from the answers in its HTML: the homepage and an album page ask the API nothing before they show', async () => {
    const asked = (page: Page) => {
      const paths: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/app-config.json' || url.pathname.startsWith('/api/'))
          paths.push(url.pathname + url.search);
      });
      return paths;
    };
    const home = await freshPhone();
    const fromHome = asked(home);
    await home.goto(server.url);
    await home.getByTestId('album-card').first().waitFor();
    await home.getByTestId('izoom-card').first().waitFor();
    expect(fromHome).toEqual([]);
    // Within the app, the next page's read goes to the server: the answers were the homepage's.
    await home.getByTestId('album-card').first().click();
    await home.waitForURL(`${server.url}/album/${albumId}`);
    await home.getByTestId('izoom-card').first().waitFor();
    expect(fromHome).toEqual([`/api/albums/public/get-by-id/${albumId}`]);

    const album = await freshPhone();
    const fromAlbum = asked(album);
    await album.goto(`${server.url}/album/${albumId}`);
    await album.getByTestId('izoom-card').first().waitFor();
    expect(fromAlbum).toEqual([]);
  });

  it("paints the page's first poster in the splash before any script has run: the page's largest paint", async () => {
    for (const pathname of ['/', `/album/${albumId}`]) {
      const page = await freshPhone();
      await page.addInitScript(() => {
        const seen: { at: number; cover: boolean; appShown: boolean }[] = [];
        (window as unknown as { paints: typeof seen }).paints = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { startTime: number; element: Element | null }[]) {
            seen.push({
              at: entry.startTime,
              cover: entry.element?.matches('#splash .cover img') ?? false,
              appShown: (document.getElementById('root')?.childElementCount ?? 0) > 0,
            });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      let released = false;
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        released = true;
        await route.continue();
      });
      await page.goto(`${server.url}${pathname}`, { waitUntil: 'commit' });
      await page.waitForFunction(() =>
        (window as unknown as { paints: { cover: boolean }[] }).paints.some((paint) => paint.cover),
      );
      expect(released, pathname).toBe(false);
      await page
        .getByTestId(pathname === '/' ? 'album-card' : 'izoom-card')
        .first()
        .waitFor();
      await page.waitForTimeout(500);
      const paints = await page.evaluate(
        () => (window as unknown as { paints: { cover: boolean; appShown: boolean }[] }).paints,
      );
      // The cover painted while the app had not, and nothing the app drew after it was larger.
      expect(paints.at(-1), pathname).toMatchObject({ cover: true, appShown: false });
      expect(await page.locator('#splash').count()).toBe(0);
    }
  });

  it('`sizes` tells the width the posters are shown at, with one, two and three columns', async () => {
    const browser = await launchBrowser({ viewport: { width: 800, height: 900 } });
    browsers.push(browser);
    const { page } = browser;
    // What `sizes` says at each width (src/shared/poster-sizes.ts), against what the page shows.
    for (const [width, said] of [
      [390, 390 - 64],
      [800, 800 / 2 - 48],
      [1350, 360],
    ]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(server.url);
      await page.getByTestId('album-card').first().waitFor();
      const shown = (await postersOf(page))[0].shownWidth;
      expect(Math.abs(shown - said) / shown, `${width} px wide: shown ${shown}, said ${said}`).toBeLessThan(0.1);
    }
  });
});
