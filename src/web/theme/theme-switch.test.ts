// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from './theme';
import { settleThemeSwitch, switchColorScheme, THEME_SWITCH_FLAG_KEY } from './theme-switch';

describe('theme switch (spec §4)', () => {
  it('stores the choice, sets the flag and reloads', () => {
    const reload = vi.fn();
    switchColorScheme('dark', { reload });
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(localStorage.getItem(THEME_SWITCH_FLAG_KEY)).not.toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('after the reload, holds transitions and removes the flag 300 ms later', () => {
    vi.useFakeTimers();
    localStorage.setItem(THEME_SWITCH_FLAG_KEY, '1');
    settleThemeSwitch();
    expect(document.documentElement.dataset.themeSwitching).toBe('true');
    vi.advanceTimersByTime(299);
    expect(localStorage.getItem(THEME_SWITCH_FLAG_KEY)).toBe('1');
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem(THEME_SWITCH_FLAG_KEY)).toBeNull();
    expect(document.documentElement.dataset.themeSwitching).toBeUndefined();
    vi.useRealTimers();
  });

  it('does nothing on a start that no switch caused', () => {
    localStorage.removeItem(THEME_SWITCH_FLAG_KEY);
    settleThemeSwitch();
    expect(document.documentElement.dataset.themeSwitching).toBeUndefined();
  });
});
