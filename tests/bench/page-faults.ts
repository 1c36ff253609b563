// `npm run bench:page-faults`: how much of a page's start on this machine is the machine's memory rather than our
// code. It times first writes to fresh memory here (each 4 KiB page's first touch is a fault the kernel, and on a
// VM the host, must serve), then loads each page as bench:first-paint does, but with the CPU at full speed (Chromium
// slows it by keeping the thread busy, which would count as its CPU time), and counts the faults of the renderer's
// main thread, with the CPU time that thread spent, and the faults of the whole renderer and the GPU process. Faults × the time each costs here beyond a rewrite is the
// main thread's time in first touches. BENCH_SERVER and BENCH_PAGES as bench:first-paint; BENCH_RUNS (3).
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demoAlbum, startBenchServer } from './bench-server';
import { openSlowPhone } from './slow-phone';
import { FRESH_MEMORY_BYTES, freshMemoryMs, median } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TICK_MS = 10; // USER_HZ is 100 on Linux.
const FRESH_PAGES = FRESH_MEMORY_BYTES / 4096;
const DIST = path.join(process.cwd(), 'tests', '.artifacts', 'bench', 'page-faults-dist');

/** The time a first touch of a 4 KiB page costs here beyond writing it again, in microseconds. */
function firstTouchCost(): { perFaultUs: number; firstMs: number; againMs: number } {
  const { first, again } = freshMemoryMs();
  return { perFaultUs: ((first - again) * 1000) / FRESH_PAGES, firstMs: first, againMs: again };
}

interface Use {
  /** The renderer's main thread: minor faults and CPU time. */
  faults: number;
  cpuMs: number;
  /** All its threads' faults, and the GPU process's. */
  processFaults: number;
  gpuFaults: number;
}

interface Sample {
  type: string;
  mainFaults: number;
  mainCpuMs: number;
  faults: number;
}

/** Fields of a /proc stat line after the name: [0] is the state (field 3 of man 5 proc). */
const statFields = (file: string) => {
  const stat = readFileSync(file, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** Each Chromium renderer and GPU process: its main thread's (thread id = process id) faults and CPU, all its faults. */
function chromium(): Map<number, Sample> {
  const found = new Map<number, Sample>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const type = /--type=(renderer|gpu-process)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1];
      if (!type) continue;
      const main = statFields(`/proc/${pid}/task/${pid}/stat`);
      // minflt is field 10, utime 14, stime 15.
      found.set(pid, {
        type,
        mainFaults: Number(main[7]),
        mainCpuMs: (Number(main[11]) + Number(main[12])) * TICK_MS,
        faults: Number(statFields(`/proc/${pid}/stat`)[7]),
      });
    } catch {
      // The process ended while it was read.
    }
  }
  return found;
}

async function measure(url: string): Promise<Use> {
  const { page, close } = await openSlowPhone({ cpuSlowdown: 1 });
  try {
    await page.waitForTimeout(1000);
    const before = chromium();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const after = chromium();
    const use: Use = { faults: 0, cpuMs: 0, processFaults: 0, gpuFaults: 0 };
    for (const [pid, now] of after) {
      const was = before.get(pid) ?? { mainFaults: 0, mainCpuMs: 0, faults: 0 };
      if (now.type === 'gpu-process') use.gpuFaults += now.faults - was.faults;
      // The page's renderer is the one whose main thread faulted most meanwhile.
      else if (now.mainFaults - was.mainFaults > use.faults) {
        Object.assign(use, {
          faults: now.mainFaults - was.mainFaults,
          cpuMs: now.mainCpuMs - was.mainCpuMs,
          processFaults: now.faults - was.faults,
        });
      }
    }
    return use;
  } finally {
    await close();
  }
}

async function main() {
  const given = process.env.BENCH_SERVER?.split(',')[0];
  if (!given) execSync(`npx vite build --outDir ${DIST} --emptyOutDir`, { stdio: 'ignore' });
  const started = given ? null : await startBenchServer({ DEMO_CONTENT: 'true', DIST_DIR: DIST });
  const server = given ?? started?.url ?? '';
  try {
    const album = started ? await demoAlbum(started.api) : null;
    const pages = (process.env.BENCH_PAGES ?? `/,${album ? `/album/${album}` : '/album/1'},/auth/login`).split(',');
    const touch = firstTouchCost();
    console.log(
      `First write of 256 MiB: ${touch.firstMs.toFixed(0)} ms; again: ${touch.againMs.toFixed(0)} ms; ` +
        `${touch.perFaultUs.toFixed(1)} µs a 4 KiB page's first touch.\n`,
    );
    console.log(
      '| page | main-thread faults | main-thread CPU (ms) | in first touches (ms) | share | renderer faults | GPU process faults |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const pathname of pages) {
      const runs: Use[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${server}${pathname}`));
      const faults = median(runs.map((run) => run.faults));
      const cpuMs = median(runs.map((run) => run.cpuMs));
      const touchMs = (faults * touch.perFaultUs) / 1000;
      console.log(
        `| ${pathname} | ${Math.round(faults)} | ${Math.round(cpuMs)} | ${Math.round(touchMs)} | ` +
          `${Math.round((100 * touchMs) / cpuMs)} % | ${Math.round(median(runs.map((run) => run.processFaults)))} | ` +
          `${Math.round(median(runs.map((run) => run.gpuFaults)))} |`,
      );
    }
    console.log(`\nMedians of ${RUNS} runs; CPU at full speed (a 4 × slowdown multiplies the CPU time).`);
  } finally {
    await started?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
