// Helpers of the generation benchmark: the vips tool, process-tree memory, tile counts.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
      console.log(`bench: ${[bin, ...argv].join(' ')}`);
      execFileSync(bin, argv, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    }
    return version();
  }
}

const PAGE = 4096;

/** RSS in bytes of `root` and all its descendants, from /proc. */
export function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {} // gone meanwhile
  }
  let total = 0;
  for (const todo = [root]; todo.length > 0; ) {
    const pid = todo.pop() as number;
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE;
    } catch {}
    todo.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples the tree's RSS every `everyMs` until stopped; `stop()` returns the peak in bytes. */
export function sampleRss(root: number, everyMs = 50): { stop(): number } {
  let peak = treeRss(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(root));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(root));
    },
  };
}

/** Tile files per level of a `<name>_files/` folder: { "0": 1, "1": 1, ... }. */
export function tilesPerLevel(filesDir: string): Record<string, number> {
  const levels = readdirSync(filesDir).filter((l) => /^\d+$/.test(l));
  return Object.fromEntries(
    levels.sort((a, b) => Number(a) - Number(b)).map((l) => [l, readdirSync(path.join(filesDir, l)).length]),
  );
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const MB = 1024 * 1024;
