// `npm run bench:lighthouse`: Lighthouse (npm `lighthouse`, Debian's Chromium) on the homepage, the demo public
// album and the sign-in page of a freshly started server on its embedded defaults (as `npm start`: the built app,
// a fresh data folder seeded with the demo album), mobile and desktop presets, BENCH_RUNS (3) runs each. Prints one
// table of medians and writes every run to tests/.artifacts/bench-lighthouse.json. Lighthouse's simulated
// throttling scales with the host's CPU, so every run records the load average.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { DEFAULT_API_BASE } from '../../src/shared/api-paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { demoAlbum, startBenchServer } from './bench-server';
import { CONTROL_PAGES, startControls } from './lighthouse-controls';
import { freshMemoryMs, median } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_CHROME_FLAGS="--disable-3d-apis": more Chromium flags, to see what a page costs without something. */
const EXTRA_FLAGS = (process.env.BENCH_CHROME_FLAGS ?? '').split(' ').filter(Boolean);
/** BENCH_PAGES=home,album,sign-in (any of them; and static-home, preact with BENCH_CONTROLS): only those pages. */
const PAGE_KEYS: Record<string, string> = {
  '/': 'home',
  'demo album': 'album',
  'sign-in': 'sign-in',
  'control: / as static HTML': 'static-home',
  'control: Preact, 24 cards': 'preact',
};
/** BENCH_CONTROLS=1: two control pages beside the app's (tests/bench/lighthouse-controls.ts). */
const CONTROLS = process.env.BENCH_CONTROLS === '1';
const wanted = (page: string) =>
  !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(PAGE_KEYS[page]);
const ALL_PRESETS = { mobile: undefined, desktop: desktopConfig as Config } as const;
/** BENCH_PRESETS=mobile (or desktop): only that preset. */
const PRESETS = Object.fromEntries(
  Object.entries(ALL_PRESETS).filter(
    ([key]) => !process.env.BENCH_PRESETS || process.env.BENCH_PRESETS.split(',').includes(key),
  ),
) as Partial<typeof ALL_PRESETS>;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const OUT = path.join(process.cwd(), 'tests', '.artifacts', 'bench-lighthouse.json');
/** Each page's and preset's last full Lighthouse report. */
const REPORTS = path.join(process.cwd(), 'tests', '.artifacts', 'bench', 'lighthouse-reports');
/** Its own build (never dist/, which other runs may be rebuilding); BENCH_BUILD=0 serves the last one again. */
const DIST = path.join(process.cwd(), 'tests', '.artifacts', 'bench', 'lighthouse-dist');

interface Run {
  page: string;
  preset: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
  scripts: number;
  fcpMs: number;
  /** The host's 1-minute load average as the run started. */
  load: number;
  finalUrl: string;
  /** The server measured, when several are. */
  server?: string;
}

async function audit(url: string, page: string, preset: keyof typeof ALL_PRESETS, saveAs = ''): Promise<Run> {
  const load = loadavg()[0];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...EXTRA_FLAGS],
  });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, ALL_PRESETS[preset]);
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${PAGE_KEYS[page]}-${preset}${saveAs}.json`), JSON.stringify(lhr));
    const scripts = (
      (lhr.audits['network-requests'].details as { items?: { resourceType?: string; transferSize?: number }[] })
        ?.items ?? []
    ).filter((item) => item.resourceType === 'Script');
    return {
      page,
      preset,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue ?? Number.NaN,
      jsKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      scripts: scripts.length,
      load,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
  }
}

function table(runs: Run[]): string {
  const rows = [
    '| page | preset | performance | accessibility | best practices | SEO | LCP (s) | TBT (ms) | CLS | JS (KB, files) | load avg |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const keys = [...new Set(runs.map((run) => `${run.page}\t${run.preset}`))];
  for (const key of keys) {
    const [page, preset] = key.split('\t');
    const of = runs.filter((run) => run.page === page && run.preset === preset);
    const m = (pick: (run: Run) => number) => median(of.map(pick));
    const [lo, hi] = [Math.min(...of.map((run) => run.load)), Math.max(...of.map((run) => run.load))];
    rows.push(
      `| ${page} | ${preset} | ${CATEGORIES.map((id) => m((run) => run.scores[id])).join(' | ')} | ${(m((run) => run.lcpMs) / 1000).toFixed(2)} | ${Math.round(m((run) => run.tbtMs))} | ${m((run) => run.cls).toFixed(3)} | ${Math.round(m((run) => run.jsKB))}, ${m((run) => run.scripts)} | ${lo.toFixed(1)}–${hi.toFixed(1)} |`,
    );
  }
  return rows.join('\n');
}

/** One server measured: its URL, its API and the demo album's page on it. */
interface Target {
  url: string;
  pages: Record<string, string>;
  close: () => Promise<void>;
}

async function target(given: string | undefined): Promise<Target> {
  // As `npm start`: the embedded issuer and defaults, the demo album (DEMO_MEGAPIXELS as configured, 42 by default).
  const server = given
    ? { url: given, api: `${given}${DEFAULT_API_BASE}`, close: async () => {} }
    : await startBenchServer({ DEMO_CONTENT: 'true', DIST_DIR: DIST });
  const album = await demoAlbum(server.api);
  const pages = { '/': '/', 'demo album': `/album/${album}`, 'sign-in': '/auth/login' };
  return { url: server.url, pages, close: server.close };
}

async function main() {
  // BENCH_SERVER=http://host:port measures a server already running; several, comma-separated, compare builds
  // in one sitting: each round takes them in turn, starting one further on each time, as whichever comes second
  // in a fixed order scores a few points better.
  const given = process.env.BENCH_SERVER?.split(',');
  if (!given && process.env.BENCH_BUILD !== '0') {
    execSync(`npx vite build --outDir ${DIST} --emptyOutDir`, { stdio: 'ignore' });
  }
  const targets = given ? await Promise.all(given.map(target)) : [await target(undefined)];
  if (CONTROLS) targets.push({ ...(await startControls(targets[0].url)), pages: CONTROL_PAGES });
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      for (let k = 0; k < targets.length; k++) {
        const { url, pages } = targets[(k + i) % targets.length];
        for (const [page, pathname] of Object.entries(pages).filter(([page]) => wanted(page))) {
          for (const preset of Object.keys(PRESETS) as (keyof typeof PRESETS)[]) {
            const saveAs = targets.length > 1 ? `-${new URL(url).port}-${i + 1}` : '';
            // Lighthouse now and then fails to record a trace on a busy host (NO_NAVSTART): once more, then give up.
            const run = await audit(`${url}${pathname}`, page, preset, saveAs).catch((error: unknown) => {
              console.error(`${page} ${preset} #${i + 1} again after: ${error}`);
              return audit(`${url}${pathname}`, page, preset, saveAs);
            });
            console.error(`${url} ${page} ${preset} #${i + 1}: ${JSON.stringify(run)}`);
            runs.push({ ...run, server: url });
          }
        }
      }
    }
  } finally {
    for (const { close } of targets) await close();
  }
  const memoryMs = freshMemoryMs();
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ at: new Date().toISOString(), freshMemoryMs: memoryMs, runs }, null, 2));
  for (const { url } of targets) {
    if (targets.length > 1) console.log(`\n${url}`);
    console.log(table(runs.filter((run) => run.server === url)));
  }
  console.log(`\nMedians of ${RUNS} runs; every run in ${path.relative(process.cwd(), OUT)}.`);
  console.log(
    `Fresh memory on this host: 256 MiB written in ${memoryMs.first} ms the first time, ${memoryMs.again} ms again.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
