// @vitest-environment jsdom
import { msg } from '@lingui/core/macro';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as de } from '../locales/de/messages.po';
import { messages as en } from '../locales/en/messages.po';
import { messages as es } from '../locales/es/messages.po';
import { messages as fr } from '../locales/fr/messages.po';
import { messages as zh } from '../locales/zh/messages.po';
import {
  activateLanguage,
  chooseLanguage,
  i18n,
  initI18n,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  storedLanguage,
} from './i18n';

beforeEach(() => window.localStorage.clear());

describe('languages', () => {
  it('knows the six languages, the full ones first, each by its own name', () => {
    expect(LANGUAGES).toEqual(['en', 'ja', 'zh', 'es', 'de', 'fr']);
    expect(LANGUAGES.map((language) => LANGUAGE_NAMES[language])).toEqual([
      'English',
      '日本語',
      '中文',
      'Español',
      'Deutsch',
      'Français',
    ]);
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    expect([undefined, null, '', 'EN', 'it', 'en-US'].some(isLanguage)).toBe(false);
  });

  it('defaults to English, also when the stored value is unknown', () => {
    expect(storedLanguage()).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(storedLanguage()).toBe('en');
  });

  it('remembers the chosen language and sets <html lang>', async () => {
    for (const language of LANGUAGES) {
      await chooseLanguage(language);
      expect(i18n.locale).toBe(language);
      expect(document.documentElement.lang).toBe(language);
      expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(language);
      expect(storedLanguage()).toBe(language);
    }
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    await initI18n();
    expect(i18n.locale).toBe('fr');
  });

  // By id alone: a descriptor would carry its English source text and hide a missing translation.
  it('shows English for what a partial language leaves untranslated', async () => {
    await activateLanguage('de');
    expect(i18n._(msg`Sign in`.id)).toBe('Anmelden');
    expect(i18n._(msg`Cancel`.id)).toBe('Cancel');
    const name = 'album';
    expect(i18n._(msg`The requested ${name} is not found`.id, { name })).toBe('The requested album is not found');
    await activateLanguage('ja');
    expect(i18n._(msg`Cancel`.id)).toBe('キャンセル');
  });

  it('compiles every partial catalog to the whole English set of messages', () => {
    const reload = msg`Reload`.id;
    for (const messages of [zh, es, de, fr]) expect(messages[reload]).toEqual(en[reload]);
    expect(de[msg`Sign in`.id]).not.toEqual(en[msg`Sign in`.id]);
    // A partial catalog may hold more: translations kept (as obsolete entries) for messages the source lacks yet.
    for (const messages of [zh, es, de, fr])
      expect(Object.keys(messages)).toEqual(expect.arrayContaining(Object.keys(en)));
  });
});
