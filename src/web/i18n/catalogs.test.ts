import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages.po';
import { messages as ja } from '../locales/ja/messages.po';

const readCatalog = (locale: string): string =>
  readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8');

/** The .po entries that carry a message (the header entry has an empty msgid). */
const entries = (po: string): string[] => po.split(/\n\n+/).filter((entry) => /^msgid "(.+)"$/m.test(entry));

describe('catalogs', () => {
  it('Japanese translates every message of the English source', () => {
    const jaEntries = entries(readCatalog('ja'));
    expect(jaEntries.length).toBeGreaterThan(40);
    expect(jaEntries.filter((entry) => /^msgstr ""$/m.test(entry))).toEqual([]);
    expect(jaEntries.length).toBe(entries(readCatalog('en')).length);
  });

  it('compile to the same message ids in both languages', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).length).toBeGreaterThan(40);
  });
});
