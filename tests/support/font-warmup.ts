import { readFileSync } from 'node:fs';
import path from 'node:path';

/** public/font-warmup.js, as the browser gets it. */
export const FONT_WARMUP_SCRIPT = readFileSync(path.join(process.cwd(), 'public', 'font-warmup.js'), 'utf8');

/** The script's [size in px, weight] list, read from its text. */
export const warmupStrikes = (script = FONT_WARMUP_SCRIPT): [number, number][] => {
  const list = script.match(/const STRIKES = (\[[\s\S]*?\]);/)?.[1];
  if (!list) throw new Error('font-warmup.js has no STRIKES list');
  const withoutComments = list.replace(/\/\/[^\n]*/g, '');
  return JSON.parse(withoutComments.replace(/,\s*\]$/, ']'));
};
