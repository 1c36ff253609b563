/**
 * The build carries only the Mantine styles its components use (build/mantine-styles-plugin.ts), and all of those: every
 * Mantine class name in the built scripts that Mantine's whole styles.css styles is styled by the built stylesheets too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve(process.env.IZOOM_TEST_DIST || 'dist');
const ASSETS = path.join(DIST, 'assets');
const read = (ext: string) =>
  readdirSync(ASSETS)
    .filter((name) => name.endsWith(ext))
    .map((name) => readFileSync(path.join(ASSETS, name), 'utf8'));
/** Mantine's class names are its modules' hashes: `m_77c9d27d`. */
const classesIn = (texts: string[], pattern: RegExp) =>
  new Set(texts.flatMap((text) => [...text.matchAll(pattern)].map(([, name]) => name)));

describe('Mantine’s styles in the build', () => {
  const used = classesIn(read('.js'), /["'`](m_[0-9a-f]{8})["'`]/g);
  const styled = classesIn(read('.css'), /\.(m_[0-9a-f]{8})\b/g);
  const whole = classesIn([readFileSync('node_modules/@mantine/core/styles.css', 'utf8')], /\.(m_[0-9a-f]{8})\b/g);

  it('styles every class the app’s scripts can set that Mantine styles', () => {
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((name) => whole.has(name) && !styled.has(name))).toEqual([]);
  });

  it('leaves out the components the app never uses', () => {
    const unused = [...styled].filter((name) => !used.has(name));
    expect(unused).toEqual([]);
    expect(styled.size).toBeLessThan(whole.size * 0.6);
  });
});
