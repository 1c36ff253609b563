// `BENCH_CONTROLS=1 npm run bench:lighthouse`: two control pages measured beside the app's, to tell what a host
// makes of any page from what it makes of ours. They are served by a small server of their own:
// - the homepage as static HTML: the app's homepage as it stands once started (its elements, stylesheets and
//   posters, fetched from the app's server for the page, so all of one origin), with no script and no splash: what
//   drawing that page costs without the app;
// - Preact drawing a header and 24 cards in plain elements: what a small app of the same kind costs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { launchBrowser } from '../support/browser';

export const CONTROL_PAGES = {
  'control: / as static HTML': '/static-home.html',
  'control: Preact, 24 cards': '/preact.html',
};

/** The app's homepage, once started, as static HTML. */
async function staticHome(appUrl: string): Promise<string> {
  const browser = await launchBrowser({ viewport: { width: 412, height: 823 }, phone: { deviceScaleFactor: 1.75 } });
  try {
    await browser.page.goto(`${appUrl}/`);
    await browser.page.locator('#splash').waitFor({ state: 'detached' });
    await browser.page.getByTestId('izooms').waitFor();
    const html = await browser.page.evaluate(() => {
      for (const element of document.querySelectorAll('script, #splash, link[rel=modulepreload], link[rel=manifest]')) {
        element.remove();
      }
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=style]')) {
        link.rel = 'stylesheet';
        link.removeAttribute('as');
      }
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    return html;
  } finally {
    await browser.close();
  }
}

const preactPage = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="description" content="A control page: Preact drawing a header and 24 cards"><title>control</title><link rel="icon" href="data:,">
<style>body{margin:0;font:16px/1.55 system-ui,sans-serif}header{display:flex;justify-content:space-between;padding:12px 16px;border-bottom:1px solid #ddd}
section{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:16px;padding:16px}article{border:1px solid #ddd;border-radius:16px;padding:16px}
.poster{aspect-ratio:16/10;background:#e9ecef;border-radius:8px}</style>
<script type="module" src="/control.js"></script></head>
<body><div id="root"></div></body></html>`;

const preactControl = `import { h, render } from '/preact.mjs';
const cards = Array.from({ length: 24 }, (_, i) =>
  h('article', { key: i }, h('div', { class: 'poster' }), h('h2', null, 'Izoom ' + (i + 1)),
    h('p', null, 'A zoomable picture collection, with a few words about it.'),
    h('div', null, h('button', { type: 'button' }, 'Open'), ' ', h('button', { type: 'button' }, 'Share'))));
render(h('main', null, h('header', null, h('h1', null, 'izoom'), h('button', { type: 'button' }, 'Sign in')),
  h('section', null, cards)), document.getElementById('root'));
`;

/** Serves the control pages, and the app's files they use from the app at `appUrl`. */
export async function startControls(appUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const files: Record<string, [string, string]> = {
    '/static-home.html': ['text/html; charset=utf-8', await staticHome(appUrl)],
    '/preact.html': ['text/html; charset=utf-8', preactPage],
    '/control.js': ['text/javascript', preactControl],
    // Without its source map's address: Chromium would ask for it, and log the 404 as an error.
    '/preact.mjs': [
      'text/javascript',
      readFileSync(createRequire(import.meta.url).resolve('preact'), 'utf8').replace(
        /\n\/\/# sourceMappingURL=.*\n?$/,
        '',
      ),
    ],
  };
  const server = createServer(async (request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://control').pathname];
    if (file) {
      response.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-cache' });
      response.end(file[1]);
      return;
    }
    const answer = await fetch(`${appUrl}${request.url}`).catch(() => null);
    response.writeHead(answer?.status ?? 502, { 'content-type': answer?.headers.get('content-type') ?? 'text/plain' });
    response.end(answer ? Buffer.from(await answer.arrayBuffer()) : 'the app did not answer');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
