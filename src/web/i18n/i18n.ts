import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, PARTIAL_LANGUAGES, SUPPORTED_LANGUAGES } from '../../shared/constants';
import { localStore } from '../local-store';

/**
 * English is the source and default; Japanese is the other full set. Chinese, Spanish, German and French carry
 * only the menu, login and list labels and show English for the rest (spec §1). The choice is remembered.
 */
export type FullLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export type PartialLanguage = (typeof PARTIAL_LANGUAGES)[number];
export type Language = FullLanguage | PartialLanguage;

/** Every language, the full ones first: the order of the switch. */
export const LANGUAGES: readonly Language[] = [...SUPPORTED_LANGUAGES, ...PARTIAL_LANGUAGES];
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language's own name, shown in the switch whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  zh: '中文',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const isFullLanguage = (language: Language): language is FullLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(language);

export const storedLanguage = (): Language => {
  try {
    const value = localStore.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

/**
 * The compiled catalogs, one chunk per language (.po files compiled by @lingui/vite-plugin). The compiler fills
 * every message a partial catalog leaves untranslated with the English one (`fallbackLocales` in lingui.config.ts).
 */
const loadCatalog = async (language: Language): Promise<Messages> => {
  const { messages } = await import(`../locales/${language}/messages.po`);
  return messages;
};

/** Loads and activates a language and sets `<html lang>`. */
export const activateLanguage = async (language: Language): Promise<void> => {
  const messages = await loadCatalog(language);
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
};

/** The user's choice: activated and remembered. */
export const chooseLanguage = async (language: Language): Promise<void> => {
  await activateLanguage(language);
  try {
    localStore.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
};

export const initI18n = (): Promise<void> => activateLanguage(storedLanguage());

export { i18n };
