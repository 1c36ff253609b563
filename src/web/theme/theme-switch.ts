import type { MantineColorScheme } from '@mantine/core';
import { THEME_SWITCH_FLAG_MS } from '../../shared/constants';
import { localStore } from '../local-store';
import { COLOR_SCHEME_STORAGE_KEY } from './theme';

/** Set while a theme switch reloads the page; spec §4 removes it 300 ms after. */
export const THEME_SWITCH_FLAG_KEY = 'theme-switching';

interface Surroundings {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
  root?: HTMLElement;
  later?: (run: () => void, ms: number) => unknown;
}

/** Spec §4: switching stores the choice and reloads the page. */
export function switchColorScheme(scheme: MantineColorScheme, env: Surroundings = {}): void {
  const storage = env.storage ?? localStore;
  storage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  storage.setItem(THEME_SWITCH_FLAG_KEY, String(Date.now()));
  (env.reload ?? (() => window.location.reload()))();
}

/** On start after a switch: no transitions while the new scheme settles; the flag goes after 300 ms. */
export function settleThemeSwitch(env: Surroundings = {}): void {
  const storage = env.storage ?? localStore;
  if (storage.getItem(THEME_SWITCH_FLAG_KEY) === null) return;
  const root = env.root ?? document.documentElement;
  root.dataset.themeSwitching = 'true';
  (env.later ?? setTimeout)(() => {
    storage.removeItem(THEME_SWITCH_FLAG_KEY);
    delete root.dataset.themeSwitching;
  }, THEME_SWITCH_FLAG_MS);
}
