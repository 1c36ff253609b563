/**
 * Makes the web manifest's screenshots (build/web-manifest.ts) in public/screenshots/: the homepage with the demo
 * content, wide and narrow, in English and the light scheme, as an installed app shows it (no install button).
 * Build first, then: IZOOM_TEST_DIST=dist-install npx tsx tests/support/manifest-screenshots.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { SCREENSHOTS } from '../../build/web-manifest';
import { launchBrowser } from './browser';
import { startDemoServer } from './viewer-page';

const PUBLIC = join(process.cwd(), 'public');
const MAX_BYTES = 250 * 1024;

const { server } = await startDemoServer();
try {
  for (const { file, width, height } of Object.values(SCREENSHOTS)) {
    const browser = await launchBrowser({ viewport: { width, height } });
    try {
      const { page } = browser;
      // An installed app is never offered installation.
      await page.addInitScript(() =>
        window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation()),
      );
      await page.goto(server.url);
      await page.locator('#splash').waitFor({ state: 'detached' });
      await page.waitForFunction(() => {
        const posters = [...document.querySelectorAll<HTMLImageElement>('[data-testid$="-card"] img')];
        return posters.length >= 3 && posters.every((img) => img.complete && img.naturalWidth > 0);
      });
      const shot = await page.screenshot({ animations: 'disabled' });
      const png = await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
      if (png.byteLength > MAX_BYTES) throw new Error(`${file}: ${png.byteLength} bytes, over ${MAX_BYTES}`);
      await mkdir(dirname(join(PUBLIC, file)), { recursive: true });
      await writeFile(join(PUBLIC, file), png);
      console.log(`${file}: ${width}×${height}, ${(png.byteLength / 1024).toFixed(0)} kB`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
