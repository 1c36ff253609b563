// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages.po';
import { messages as ja } from '../../locales/ja/messages.po';
import { fieldOf, isEmail, useFormRules } from './validation';

const Probe = () => {
  const rules = useFormRules();
  const lines = [
    rules.email(''),
    rules.email('nope'),
    rules.newPassword('short'),
    rules.confirmPassword('a', 'b'),
    rules.terms(false),
    rules.loginIncorrect,
  ];
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
};

const renderIn = (locale: 'en' | 'ja') => {
  i18n.load({ en, ja });
  act(() => i18n.activate(locale));
  render(
    <I18nProvider i18n={i18n}>
      <Probe />
    </I18nProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

describe('form messages (spec §5)', () => {
  afterEach(() => document.body.replaceChildren());

  it('uses the spec texts in English', () => {
    expect(renderIn('en')).toEqual([
      'Email is required',
      'Email is not valid',
      'Password minimum length is 8',
      'Confirm password is not valid',
      'Accepting terms & conditions are required',
      'The login detail is incorrect',
    ]);
  });

  it('translates them to Japanese', () => {
    expect(renderIn('ja')).toEqual([
      'メールアドレスは必須です',
      'メールアドレスが正しくありません',
      'パスワードは8文字以上で入力してください',
      'パスワード（確認）が正しくありません',
      '利用規約への同意が必要です',
      'ログイン情報が正しくありません',
    ]);
  });

  it('checks e-mail addresses and maps server field paths', () => {
    expect(isEmail(' ann@example.com ')).toBe(true);
    expect(isEmail('ann@example')).toBe(false);
    expect(fieldOf('body.email')).toBe('email');
    expect(fieldOf(undefined)).toBeNull();
  });
});
