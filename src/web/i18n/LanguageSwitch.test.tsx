// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { polyfillJsdom } from '../jsdom-polyfills';
import { activateLanguage, i18n, LANGUAGE_STORAGE_KEY } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';

beforeAll(polyfillJsdom);
afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await act(() => activateLanguage('en'));
});

const mount = async () => {
  await activateLanguage('en');
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <LanguageSwitch />
      </MantineProvider>
    </I18nProvider>,
  );
  return screen.getByTestId('language-switch');
};

describe('LanguageSwitch', () => {
  it('is a button named Language / 言語 that shows the current language by its own name', async () => {
    const button = await mount();
    expect(button.tagName).toBe('BUTTON');
    // Named by its content: the visible language name is part of the accessible name (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'Language / 言語: English' })).toBe(button);
    expect(button.textContent).toBe('Language / 言語: English');
  });

  it('lists the six languages, the full ones first, and remembers the one chosen', async () => {
    const button = await mount();
    fireEvent.click(button);
    // jsdom never ends Mantine's opening transition: the items stay display:none for the accessibility tree.
    const items = await screen.findAllByRole('menuitemradio', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      '日本語',
      '中文',
      'Español',
      'Deutsch',
      'Français',
    ]);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', ...Array(5).fill('false')]);

    fireEvent.click(screen.getByRole('menuitemradio', { name: '日本語', hidden: true }));
    // The menu loads on the first press, and its button takes the place of the one pressed.
    await waitFor(() => expect(screen.getByTestId('language-switch').textContent).toBe('Language / 言語: 日本語'));
    expect(i18n.locale).toBe('ja');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
  });
});
