// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../i18n/i18n';
import { IzoomCount, PictureCount } from './Counts';

afterEach(cleanup);

const textOf = (count: number, Count = IzoomCount) => {
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <Count count={count} />
    </I18nProvider>,
  );
  const text = container.textContent;
  unmount();
  return text;
};

describe('the counts on cards', () => {
  it('says how many izooms in the language’s plural form, from the compiled catalogs', async () => {
    await act(() => activateLanguage('en'));
    expect([0, 1, 2, 1234].map((n) => textOf(n))).toEqual(['0 izooms', '1 izoom', '2 izooms', '1,234 izooms']);
    expect([1, 2].map((n) => textOf(n, PictureCount))).toEqual(['1 picture', '2 pictures']);
    await act(() => activateLanguage('ja'));
    expect([1, 2].map((n) => textOf(n))).toEqual(['1 件の izoom', '2 件の izoom']);
    expect(textOf(3, PictureCount)).toBe('3 枚の写真');
    await act(() => activateLanguage('en'));
  });
});
