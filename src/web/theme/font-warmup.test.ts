// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_WARMUP_SCRIPT, warmupStrikes } from '../../../tests/support/font-warmup';
import { LANGUAGE_STORAGE_KEY } from '../i18n/i18n';
import { theme } from './theme';

const SCRIPT = FONT_WARMUP_SCRIPT;
const INDEX = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');

const run = () => new Function(SCRIPT)();
const lines = () => [...document.querySelectorAll<HTMLSpanElement>('#splash > div[aria-hidden] > span')];

describe('font-warmup.js', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="splash"><p>Loading ...</p></div>';
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('looks up the theme’s font family, as the splash does', () => {
    expect(SCRIPT).toContain(`const FAMILY = "${theme.fontFamily}";`);
    const splashFamily = INDEX.match(/#splash \{[^}]*?font-family: ([^;]+);/)?.[1];
    expect(splashFamily).toBe(theme.fontFamily);
  });

  it('is loaded by index.html without holding up the page, after the splash it writes into', () => {
    const tag = INDEX.indexOf('<script src="/font-warmup.js" async></script>');
    expect(tag).toBeGreaterThan(INDEX.indexOf('<div id="splash"'));
    expect(tag).toBeLessThan(INDEX.indexOf('<script type="module"'));
  });

  it('lays out one size and weight per task, each in the family, hidden from sight and from screen readers', () => {
    const strikes = warmupStrikes(SCRIPT);
    expect(strikes.length).toBeGreaterThan(5);
    run();
    const holder = document.querySelector<HTMLDivElement>('#splash > div[aria-hidden="true"]');
    expect(holder?.style.visibility).toBe('hidden');
    expect(holder?.style.position).toBe('absolute');
    expect(holder?.style.fontFamily).toContain('Noto Sans JP');
    expect(lines()).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(lines()).toHaveLength(1);
    vi.advanceTimersToNextTimer();
    expect(lines()).toHaveLength(2);
    vi.runAllTimers();
    // Done: the holder goes, and with it every line it laid out.
    expect(document.querySelector('#splash > div[aria-hidden]')).toBeNull();
  });

  it('lays out every size and weight of its list, in order', () => {
    const strikes = warmupStrikes(SCRIPT);
    run();
    const seen: string[] = [];
    for (let i = 0; i < strikes.length; i += 1) {
      vi.advanceTimersToNextTimer();
      const line = lines().at(-1);
      seen.push(`${line?.style.fontSize} ${line?.style.fontWeight}`);
    }
    expect(seen).toEqual(strikes.map(([size, weight]) => `${size}px ${weight}`));
    expect(lines().at(-1)?.textContent).toBe('izoom');
  });

  it('lays out Japanese text too when the stored language is Japanese', () => {
    // The app's own key for the language: the script, a classic one, cannot import it.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
    run();
    vi.advanceTimersToNextTimer();
    expect(document.querySelector('#splash > div')?.getAttribute('lang')).toBe('ja');
    expect(lines()[0].textContent).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('stops once the splash is gone, and does nothing without one', () => {
    run();
    vi.advanceTimersToNextTimer();
    document.getElementById('splash')?.remove();
    vi.runAllTimers();
    expect(vi.getTimerCount()).toBe(0);

    document.body.innerHTML = '';
    run();
    expect(vi.getTimerCount()).toBe(0);
    expect(document.body.innerHTML).toBe('');
  });
});
