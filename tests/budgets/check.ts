// The JS budgets of budgets.json, checked on a build (dist/ unless given): for each page, the entry and its
// route chunks (TanStack Router's split files of the page's routes) with everything they import statically,
// which the browser must fetch before the page can draw, each opening with V8's compile hint, and the page's
// classic scripts (index.html's `<script src>`, as public/font-warmup.js). Prints a table;
// exits 1 when a page is over budget or a file lacks the hint.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '../../build/compile-hint-plugin';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
interface PageBudget {
  path: string;
  routes: string[];
  /** Where the page must get to; reported, not enforced, while `maxGzipKB` holds what has been won. */
  targetGzipKB?: number;
  maxGzipKB: number;
  maxScripts: number;
}
interface Budgets {
  pages: PageBudget[];
  never: string[];
}

const dist = path.resolve(process.argv[2] ?? 'dist');
const budgets: Budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The manifest keys of a page's first load: the entry, the chunks of its routes, and their static imports. */
const firstLoad = (page: PageBudget): string[] => {
  const roots = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || page.routes.some((route) => key.split('?')[0] === route))
    .map(([key]) => key);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
};

/** index.html's scripts outside Vite's graph (no `type="module"`), fetched by every page. */
const classicScripts = [
  ...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<script(?![^>]*type="module")[^>]*src="\/([^"]+)"/g),
].map((match) => match[1]);

const hinted = (file: string) => readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT);

const gzipKB = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

let failed = false;
console.log('| page | scripts | JS gzip (KB) | budget |');
console.log('| --- | ---: | ---: | --- |');
for (const page of budgets.pages) {
  const chunks = firstLoad(page).map((key) => manifest[key].file);
  const files = [...chunks, ...classicScripts];
  const kb = files.reduce((sum, file) => sum + gzipKB(file), 0);
  const over = [
    kb > page.maxGzipKB && `over ${page.maxGzipKB} KB`,
    files.length > page.maxScripts && `over ${page.maxScripts} scripts`,
    ...budgets.never.filter((name) => files.some((file) => file.includes(name))).map((name) => `loads ${name}*`),
    ...chunks.filter((file) => !hinted(file)).map((file) => `${file} lacks the compile hint`),
  ].filter(Boolean);
  failed ||= over.length > 0;
  const target =
    page.targetGzipKB !== undefined && kb > page.targetGzipKB
      ? `; target ${page.targetGzipKB} KB not met yet (${(kb - page.targetGzipKB).toFixed(1)} KB over)`
      : '';
  const verdict =
    (over.length ? `FAIL: ${over.join(', ')}` : `ok (≤ ${page.maxGzipKB} KB, ≤ ${page.maxScripts})`) + target;
  console.log(`| ${page.path} | ${files.length} | ${kb.toFixed(1)} | ${verdict} |`);
  if (process.env.BUDGETS_VERBOSE) {
    for (const file of files.sort((a, b) => gzipKB(b) - gzipKB(a)))
      console.log(`  ${gzipKB(file).toFixed(1)}  ${file}`);
  }
}
if (failed) {
  console.error('JS budgets exceeded (budgets.json); BUDGETS_VERBOSE=1 lists the files.');
  process.exit(1);
}
