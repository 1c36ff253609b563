import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabaseOf, onPostgres } from '../support/postgres';
import { freePort } from '../support/server';
import { startServerProcess } from '../support/server-process';

const MB = 1024 * 1024;

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {}
  }
  const rssOf = (p: number) => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  };
  const walk = (p: number): number => rssOf(p) + (children.get(p) ?? []).reduce((sum, c) => sum + walk(c), 0);
  return walk(pid);
}

describe.runIf(onPostgres && process.platform === 'linux')('a web instance', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'izoom-web-rss-'));
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabaseOf(dataDir);
  });

  it('holds under 150 MB (its whole process tree) once idle', async () => {
    const web = await startServerProcess({ DATA_DIR: dataDir, IZOOM_ROLE: 'web', PORT: String(await freePort()) });
    try {
      // V8 gives back the memory start-up used once the process has been idle a while (its memory reducer).
      const started = Date.now();
      const samples: string[] = [];
      let rss = treeRss(web.child.pid as number);
      while (rss >= 150 * MB && Date.now() - started < 90_000) {
        samples.push(`${Math.round((Date.now() - started) / 1000)} s: ${(rss / MB).toFixed(1)} MB`);
        await new Promise((r) => setTimeout(r, 2_000));
        rss = treeRss(web.child.pid as number);
      }
      samples.push(`${Math.round((Date.now() - started) / 1000)} s: ${(rss / MB).toFixed(1)} MB`);
      console.log(`web instance, idle, resident memory of its process tree: ${samples.join(', ')}`);
      expect(rss).toBeLessThan(150 * MB);
    } finally {
      web.child.kill('SIGTERM');
      await web.exited;
    }
  }, 120_000);
});
