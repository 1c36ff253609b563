// Helpers of the generation benchmark: the vips tool, process-tree memory and CPU from /proc, tile counts.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Installs Debian's libvips-tools when `vips` is not on PATH (as ensure-chromium does); returns its version. */
export function ensureVips(): string {
  const version = () => execFileSync('vips', ['--version'], { encoding: 'utf8' }).trim();
  try {
    return version();
  } catch {
    const asRoot = process.getuid?.() === 0;
    for (const args of [['update'], ['install', '-y', 'libvips-tools']]) {
      const [bin, argv] = asRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]];
      console.error(`bench: ${[bin, ...argv].join(' ')}`);
      execFileSync(bin, argv, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    }
    return version();
  }
}

const PAGE = 4096;
const TICKS = 100; // getconf CLK_TCK

/** /proc/<pid>/stat fields from the state on (ppid at 1, utime at 11, cutime at 13); [] once gone. */
function stat(pid: number | 'self'): string[] {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return [];
  }
}

/** `root` and all its descendants. */
export function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    const ppid = Number(stat(Number(name))[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const pids = [root];
  for (let i = 0; i < pids.length; i++) pids.push(...(children.get(pids[i]) ?? []));
  return pids;
}

/** Resident memory in bytes of a process tree. */
export const treeRss = (root: number): number =>
  tree(root).reduce((sum, pid) => {
    try {
      return sum + Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE;
    } catch {
      return sum; // gone meanwhile
    }
  }, 0);

/** CPU seconds (user + system) the live processes of a tree have used so far. */
export const treeCpu = (root: number): number =>
  tree(root).reduce((sum, pid) => sum + (Number(stat(pid)[11] ?? 0) + Number(stat(pid)[12] ?? 0)) / TICKS, 0);

/** CPU seconds of this process's children that have exited (and been waited for). */
export const reapedCpu = (): number => (Number(stat('self')[13]) + Number(stat('self')[14])) / TICKS;

/** Samples the tree's RSS every `everyMs` until stopped; `stop()` returns the peak in bytes. */
export function sampleRss(root: number, everyMs = 50): { stop(): number } {
  let peak = treeRss(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(root));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRss(root));
    },
  };
}

/** Tile files per level of a `<name>_files/` folder: { "0": 1, "1": 1, ... }. */
export function tilesPerLevel(filesDir: string): Record<string, number> {
  const levels = readdirSync(filesDir).filter((l) => /^\d+$/.test(l));
  levels.sort((a, b) => Number(a) - Number(b));
  return Object.fromEntries(levels.map((l) => [l, readdirSync(path.join(filesDir, l)).length]));
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const p95 = (xs: number[]): number =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1] : Number.NaN;

/** CPU seconds of the whole machine since boot, every core: busy (all but idle and iowait) and in all. */
export function machineCpu(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.slice(0, 8).map(Number); // user nice system idle iowait irq softirq steal
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: (total - ticks[3] - ticks[4]) / TICKS, total: total / TICKS };
}

/** The 1-minute load average, as `uptime` prints it first. */
export const loadNow = (): string => os.loadavg()[0].toFixed(2);

/**
 * Milliseconds this host takes to hand a process 256 MiB of memory it has never touched (allocate, write every
 * page), and to write the same memory again. The second is memory bandwidth (about 12 ms here); the first adds a
 * page fault per 4 KiB, which a virtual machine may send out to its host at great cost. A browser starting a page
 * touches fresh memory all along; `npm run bench:page-faults` says how much of a page's start that is.
 */
export const FRESH_MEMORY_BYTES = 256 * 1024 * 1024;

export function freshMemoryMs(): { first: number; again: number } {
  let started = performance.now();
  const memory = Buffer.allocUnsafeSlow(FRESH_MEMORY_BYTES).fill(1);
  const first = Math.round(performance.now() - started);
  started = performance.now();
  memory.fill(2);
  return { first, again: Math.round(performance.now() - started) };
}
