import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { DEMO_TEXTS } from '../../shared/demo-texts';
import { messageTable, rule } from './message-table';

/** The demo album's texts (src/shared/demo-texts.ts) in the app's catalogs. */
export const DEMO_TEXT_RULES = [
  rule(DEMO_TEXTS.adminName, msg`Administrator`),
  rule(DEMO_TEXTS.albumName, msg`Welcome to izoom`),
  rule(DEMO_TEXTS.albumDescription, msg`A demo album the server made from pictures it rendered itself.`),
  rule(DEMO_TEXTS.groupName, msg`Rendered by izoom`),
  rule(
    DEMO_TEXTS.izoomDescription,
    msg`Rendered by izoom on first start, {width} × {height} pixels: zoom in until you see single pixels.`,
  ),
  rule(DEMO_TEXTS.mandelbrot, msg`Mandelbrot set: a minibrot and its dendrites`),
  rule(DEMO_TEXTS.terrain, msg`Fractal archipelago: a shaded relief map`),
];

const table = messageTable(DEMO_TEXT_RULES);

/** One text in the current language if the server wrote it (a person's own words stay as written). */
export const localizeDemoText = table.localize;

/** How the app names a person: their full name (the first admin's default one in the reader's language), else e-mail. */
export const personName = (user: { fullname?: string | null; email: string }): string =>
  (user.fullname && localizeDemoText(user.fullname)) || user.email;

/** The fields of izooms, albums, groups and jobs that may hold a demo text. */
const TEXT_FIELDS = new Set(['name', 'description', 'izoomName']);

/**
 * An answer's data with the demo album's texts in the current language. Only exact demo texts change: whatever
 * people wrote themselves is shown as written. Returns the same object when nothing changed.
 */
export function localizeDemoTexts<T>(data: T): T {
  if (Array.isArray(data)) {
    const items = data.map((item) => localizeDemoTexts(item));
    return (items.some((item, i) => item !== data[i]) ? items : data) as T;
  }
  if (!data || typeof data !== 'object') return data;
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(data)) {
    const next =
      typeof value === 'string' ? (TEXT_FIELDS.has(key) ? table.localize(value) : value) : localizeDemoTexts(value);
    if (next === value) continue;
    changed ??= { ...(data as Record<string, unknown>) };
    changed[key] = next;
  }
  return (changed ?? data) as T;
}

/**
 * For a query's `select`: its data with the demo texts in the current language. The cache keeps the server's
 * words, so a new language (or a copy restored offline) shows at once in that language.
 */
export const useDemoTexts = () => {
  const { i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must make a new select
  return useCallback(<T>(data: T): T => localizeDemoTexts(data), [i18n.locale]);
};
