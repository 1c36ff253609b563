import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { DEFAULT_LANGUAGE } from '../../shared/constants';

/** Dates, numbers and sizes through Intl, in the active language unless told otherwise. */
const activeLocale = (): string => i18n.locale || DEFAULT_LANGUAGE;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A bare `YYYY-MM-DD` is a calendar day, not UTC midnight (which is the day before west of Greenwich). */
const toDate = (value: string | number | Date): Date => {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
};

export const formatDate = (
  value: string | number | Date,
  locale = activeLocale(),
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string => new Intl.DateTimeFormat(locale, options).format(toDate(value));

export const formatDateTime = (
  value: string | number | Date,
  locale = activeLocale(),
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string => new Intl.DateTimeFormat(locale, options).format(toDate(value));

export const formatNumber = (value: number, locale = activeLocale(), options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(locale, options).format(value);

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural category of a count in a language ('one', 'other', …), as ICU's plural messages pick their case.
 * A whole count in English or Japanese, the languages a card first shows, needs no Intl: the page's first
 * Intl.PluralRules loads ICU's plural data in the middle of its first render.
 */
export const pluralForm = (count: number, locale = activeLocale()): Intl.LDMLPluralRule => {
  if (Number.isInteger(count)) {
    if (/^ja\b/.test(locale)) return 'other';
    if (/^en\b/.test(locale)) return Math.abs(count) === 1 ? 'one' : 'other';
  }
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
};

/** A count as text: below 1000 every language we speak writes the digits alone, with no Intl.NumberFormat. */
export const countText = (count: number, locale = activeLocale()): string =>
  Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : formatNumber(count, locale);

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Decimal units (1 kB = 1000 B), one decimal from kB up; the unit names are the language's own (fr: Mo). */
export const formatBytes = (bytes: number, locale = activeLocale()): string => {
  let value = bytes;
  let unit = 0;
  // 999.95 kB would round to "1,000 kB": move up a unit before rounding gets there.
  while (Math.abs(value) >= 999.95 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
};

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 hours ago", "yesterday", "in 2 weeks": the largest unit that keeps the number below its next step. */
export const formatRelativeTime = (
  value: string | number | Date,
  locale = activeLocale(),
  now: number | Date = Date.now(),
): string => {
  let amount = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  let unit: Intl.RelativeTimeFormatUnit = 'second';
  for (const [step, size] of RELATIVE_STEPS) {
    unit = step;
    if (Math.abs(amount) < size) break;
    amount /= size;
  }
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(amount), unit);
};

export interface Formatters {
  locale: string;
  formatDate: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => string;
  formatDateTime: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => string;
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  formatBytes: (bytes: number) => string;
  formatRelativeTime: (value: string | number | Date, now?: number | Date) => string;
}

/** The formatters bound to the current language; components using them re-render when it changes. */
export const useFormat = (): Formatters => {
  const { i18n: active } = useLingui();
  const locale = active.locale || DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      locale,
      formatDate: (value, options) => formatDate(value, locale, options),
      formatDateTime: (value, options) => formatDateTime(value, locale, options),
      formatNumber: (value, options) => formatNumber(value, locale, options),
      formatBytes: (bytes) => formatBytes(bytes, locale),
      formatRelativeTime: (value, now) => formatRelativeTime(value, locale, now),
    }),
    [locale],
  );
};
