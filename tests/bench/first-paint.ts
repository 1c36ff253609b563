// `npm run bench:first-paint`: what a phone on a slow link sees of a page's start, in real Chromium rather than
// Lighthouse's simulation: a fresh profile each run, 412 × 823 at 1.75×, touch, 4 × CPU slowdown and a throttled
// link (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up). Prints, per page, the medians of BENCH_RUNS (5) runs of
// first contentful paint, largest contentful paint, the long tasks' blocking time after FCP (the part of each
// task over 50 ms) and when the app replaced the splash. BENCH_SERVER=http://host:port measures a running server
// (several, comma-separated, are measured in turn, run by run, to compare builds in one sitting); without it, a
// fresh one as bench:lighthouse.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { demoAlbum, startBenchServer } from './bench-server';
import { openSlowPhone } from './slow-phone';
import { median } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = (process.env.BENCH_PAGES ?? '/,/auth/login').split(',');
const DIST = path.join(process.cwd(), 'tests', '.artifacts', 'bench', 'first-paint-dist');

interface Run {
  fcp: number;
  lcp: number;
  blocking: number;
  /** When the app replaced the splash: the page is the app's from then on. */
  shown: number;
}

async function measure(url: string): Promise<Run> {
  const { page, close } = await openSlowPhone();
  try {
    await page.addInitScript(() => {
      const seen = { lcp: 0, shown: Number.NaN, tasks: [] as [number, number][] };
      (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
      const splashGone = new MutationObserver(() => {
        if (document.readyState === 'loading' || document.getElementById('splash')) return;
        seen.shown = performance.now();
        splashGone.disconnect();
      });
      splashGone.observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    return await page.evaluate(() => {
      const seen = (window as unknown as { firstPaint: { lcp: number; shown: number; tasks: [number, number][] } })
        .firstPaint;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const blocking = seen.tasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { fcp, lcp: seen.lcp, blocking, shown: seen.shown };
    });
  } finally {
    await close();
  }
}

async function main() {
  const given = process.env.BENCH_SERVER?.split(',');
  if (!given) execSync(`npx vite build --outDir ${DIST} --emptyOutDir`, { stdio: 'ignore' });
  const started = given ? null : await startBenchServer({ DEMO_CONTENT: 'true', DIST_DIR: DIST });
  const servers = given ?? [started?.url ?? ''];
  try {
    if (started) await demoAlbum(started.api);
    const runs = new Map<string, Run[]>();
    for (let i = 0; i < RUNS; i++) {
      for (const pathname of PAGES) {
        for (const server of servers) {
          const run = await measure(`${server}${pathname}`);
          console.error(`${server}${pathname} #${i + 1}: ${JSON.stringify(run)}`);
          runs.set(`${server}\t${pathname}`, [...(runs.get(`${server}\t${pathname}`) ?? []), run]);
        }
      }
    }
    console.log(
      '| server | page | FCP (ms) | LCP (ms) | blocking after FCP (ms) | app shown (ms) |\n| --- | --- | ---: | ---: | ---: | ---: |',
    );
    for (const [key, of] of runs) {
      const [server, pathname] = key.split('\t');
      const m = (pick: (run: Run) => number) => Math.round(median(of.map(pick)));
      console.log(
        `| ${server} | ${pathname} | ${m((r) => r.fcp)} | ${m((r) => r.lcp)} | ${m((r) => r.blocking)} | ${m((r) => r.shown)} |`,
      );
    }
    console.log(`\nMedians of ${RUNS} runs.`);
  } finally {
    await started?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
