// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  countText,
  formatBytes,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  pluralForm,
  useFormat,
} from './format';

afterEach(cleanup);

/** Local time, so the expectations hold in any time zone. */
const afternoon = new Date(2026, 10, 22, 15, 30);
/** ICU versions differ in their no-break spaces (U+00A0, U+202F) before units and AM/PM. */
const plainSpaces = (text: string): string => text.replace(/\s/g, ' ');

describe('format', () => {
  it('formats dates in the language given', () => {
    expect(formatDate(afternoon, 'en')).toBe('November 22, 2026');
    expect(formatDate(afternoon, 'ja')).toBe('2026年11月22日');
    expect(formatDate(afternoon, 'de')).toBe('22. November 2026');
    expect(formatDate(afternoon.getTime(), 'ja', { year: 'numeric', month: 'short' })).toBe('2026年11月');
  });

  it('reads a bare YYYY-MM-DD as that calendar day, and an ISO date-time as its moment', () => {
    expect(formatDate('2026-11-22', 'ja')).toBe('2026年11月22日');
    expect(formatDate('2026-11-22T15:30:00', 'en')).toBe('November 22, 2026');
    expect(formatDate('2026-11-22T12:00:00Z', 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 22, 2026');
  });

  it('formats date and time', () => {
    expect(formatDateTime(afternoon, 'ja')).toBe('2026/11/22 15:30');
    expect(formatDateTime(afternoon, 'de')).toBe('22.11.2026, 15:30');
    expect(plainSpaces(formatDateTime(afternoon, 'en'))).toBe('Nov 22, 2026, 3:30 PM');
  });

  it('formats numbers', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'ja')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('26%');
  });

  it('writes counts as the language does: plural form by its rules, digits alone below 1000', () => {
    expect([0, 1, 2].map((n) => pluralForm(n, 'en'))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralForm(n, 'ja'))).toEqual(['other', 'other', 'other']);
    expect([0, 1, 2].map((n) => pluralForm(n, 'fr'))).toEqual(['one', 'one', 'other']);
    // English and Japanese answer without Intl: the same forms as ICU's, whole counts and others.
    for (const locale of ['en', 'en-GB', 'ja', 'ja-JP']) {
      const rules = new Intl.PluralRules(locale);
      for (const n of [0, 1, 2, 3, 11, 21, 100, 1000, 1_000_000, 1.5, -1, 0.5]) {
        expect(pluralForm(n, locale), `${locale} ${n}`).toBe(rules.select(n));
      }
    }
    expect(countText(7, 'en')).toBe('7');
    expect(countText(999, 'de')).toBe('999');
    expect(countText(1234, 'en')).toBe('1,234');
    expect(countText(1234, 'de')).toBe('1.234');
    expect(countText(2.5, 'de')).toBe('2,5');
  });

  it('formats sizes in decimal units, one decimal from kB up', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(999, 'en')).toBe('999 byte');
    expect(formatBytes(1000, 'en')).toBe('1 kB');
    expect(formatBytes(1_536_000, 'en')).toBe('1.5 MB');
    expect(formatBytes(999_960, 'en')).toBe('1 MB');
    expect(formatBytes(2_345_000_000, 'ja')).toBe('2.3 GB');
    expect(formatBytes(1_536_000, 'de')).toBe('1,5 MB');
    expect(plainSpaces(formatBytes(1_536_000, 'fr'))).toBe('1,5 Mo');
    expect(formatBytes(12_000, 'de')).toBe('12 kB');
  });

  it('formats relative times with the largest fitting unit', () => {
    const now = afternoon.getTime();
    expect(formatRelativeTime(now - 30_000, 'en', now)).toBe('30 seconds ago');
    expect(formatRelativeTime(now - 3 * 3_600_000, 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(now - 3 * 3_600_000, 'ja', now)).toBe('3 時間前');
    expect(formatRelativeTime(now - 86_400_000, 'ja', now)).toBe('昨日');
    expect(formatRelativeTime(now + 14 * 86_400_000, 'en', now)).toBe('in 2 weeks');
    expect(formatRelativeTime(now - 400 * 86_400_000, 'de', now)).toBe('letztes Jahr');
  });

  it('formats in the active language by default, and useFormat follows a change of language', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(formatNumber(1234.5)).toBe('1,234.5');
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useFormat(), { wrapper });
    expect(result.current.formatDate(afternoon)).toBe('November 22, 2026');
    act(() => i18n.loadAndActivate({ locale: 'ja', messages: {} }));
    expect(result.current.locale).toBe('ja');
    expect(result.current.formatDate(afternoon)).toBe('2026年11月22日');
    expect(result.current.formatBytes(1_536_000)).toBe('1.5 MB');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});
