import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARTIAL_LANGUAGES } from '../../shared/constants';
import { messages as en } from '../locales/en/messages.po';
import { messages as ja } from '../locales/ja/messages.po';
import { japaneseProblems, parsePo, placeholderProblems, placeholders } from './catalog-checks';

const readCatalog = (locale: string): string =>
  readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8');

/** The menu, login and list labels every partial language translates (spec §1), where the source has them. */
const PARTIAL_LABELS = [
  // Header and menus
  'Sign in',
  'Sign out',
  'izoom homepage',
  'Account menu of {name}',
  'Language',
  'Colour scheme',
  'Light',
  'Dark',
  'System',
  'Home',
  'My albums',
  'Dashboard',
  'Admin',
  'Account',
  'Main navigation',
  'Open navigation',
  'Close navigation',
  // Login, registration, forgotten password
  'Email',
  'Password',
  'Full name',
  'Confirm password',
  'Forgot password?',
  'Forgot password',
  'Create account',
  'Create an account',
  'No account yet? <0>Create one</0>',
  'Already have an account? <0>Sign in</0>',
  'Send reset link',
  'Back to sign in',
  // Homepage lists
  'Public albums',
  'Public izooms',
  'No public albums yet',
  'No public izooms yet',
  '{0, plural, one {# izoom} other {# izooms}}',
  '{0, plural, one {# picture} other {# pictures}}',
];

const entry = (msgid: string, msgstr: string): string =>
  `msgid ${JSON.stringify(msgid)}\nmsgstr ${JSON.stringify(msgstr)}\n`;

describe('catalogs', () => {
  const enPo = readCatalog('en');

  it('Japanese translates every message of the English source, keeping its placeholders', () => {
    expect(parsePo(enPo).length).toBeGreaterThan(40);
    expect(japaneseProblems(enPo, readCatalog('ja'))).toEqual([]);
  });

  it('compile to the same message ids in English and Japanese', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(PARTIAL_LANGUAGES)('%s translates the menu, login and list labels, keeping their placeholders', (locale) => {
    const po = readCatalog(locale);
    const translated = new Set(parsePo(po).flatMap(({ msgid, msgstr }) => (msgstr ? [msgid] : [])));
    const inSource = new Set(parsePo(enPo).map(({ msgid }) => msgid));
    expect(PARTIAL_LABELS.filter((label) => inSource.has(label) && !translated.has(label))).toEqual([]);
    expect(placeholderProblems(po)).toEqual([]);
  });
});

describe('catalog checks', () => {
  const enPo = [
    entry('Sign in', 'Sign in'),
    entry('OK', 'OK'),
    entry('{0}', '{0}'),
    entry('{name} is required', '{name} is required'),
  ].join('\n');
  const jaPo = [
    entry('Sign in', 'サインイン'),
    entry('OK', 'OK'),
    entry('{0}', '{0}'),
    entry('{name} is required', '{name}は必須です'),
  ];

  it('accept a complete Japanese catalog, with the allowed messages as in English', () => {
    expect(japaneseProblems(enPo, jaPo.join('\n'))).toEqual([]);
  });

  it('flag a Japanese message missing, empty, left in English or without its placeholder', () => {
    const check = (replaced: string) => japaneseProblems(enPo, [replaced, ...jaPo.slice(1)].join('\n'));
    expect(check('')).toEqual(['missing: Sign in']);
    expect(check(entry('Sign in', ''))).toEqual(['empty: Sign in']);
    expect(check(entry('Sign in', 'Sign in'))).toEqual(['in English: Sign in']);
    expect(check(entry('Sign in', 'Log in'))).toEqual(['in English: Sign in']);
    expect(check(`#~ ${entry('Sign in', 'サインイン').replace('\n', '\n#~ ')}`)).toEqual(['missing: Sign in']);
    expect(
      japaneseProblems(enPo, [...jaPo.slice(0, 3), entry('{name} is required', '名前は必須です')].join('\n')),
    ).toEqual(['placeholders: {name} is required → 名前は必須です']);
  });

  it('flag the real Japanese catalog once a message is blanked or put back in English', () => {
    const jaPoReal = readCatalog('ja');
    const withCancel = (msgstr: string) => jaPoReal.replace(/^(msgid "Cancel"\nmsgstr )".*"$/m, `$1"${msgstr}"`);
    const before = japaneseProblems(readCatalog('en'), jaPoReal);
    expect(before).not.toContain('empty: Cancel');
    for (const [msgstr, problem] of [
      ['', 'empty: Cancel'],
      ['Cancel', 'in English: Cancel'],
    ]) {
      const after = japaneseProblems(readCatalog('en'), withCancel(msgstr));
      expect(after).toEqual(expect.arrayContaining([...before, problem]));
      expect(after).toHaveLength(before.length + 1);
    }
  });

  it('read the placeholders of arguments, plurals and tags', () => {
    expect(placeholders('{count, plural, one {# izoom} other {# izooms}}')).toEqual(['#', '{count, plural}']);
    expect(placeholders('{count, plural, other {# 件の izoom}}')).toEqual(['#', '{count, plural}']);
    expect(placeholders('{name} minimum length is {min}')).toEqual(['{min}', '{name}']);
    expect(placeholders('No account yet? <0>Create one</0>')).toEqual(['</0>', '<0>']);
    expect(placeholders('# {n, select, a {<1>{x}</1>} other {}}')).toEqual(['</1>', '<1>', '{n, select}', '{x}']);
    expect(placeholderProblems(entry('{count} izooms', '{total} izooms'))).toHaveLength(1);
    expect(placeholderProblems(entry('{count} izooms', ''))).toEqual([]);
  });
});
