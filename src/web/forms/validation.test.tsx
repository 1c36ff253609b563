// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../../shared/constants';
import { ErrorCode } from '../../shared/envelope';
import type { ApiFailure } from '../api/client';
import { messages as en } from '../locales/en/messages.po';
import { messages as ja } from '../locales/ja/messages.po';
import { type FormRules, fieldOf, isEmail, useFormRules } from './validation';

type Lines = (rules: FormRules) => (string | null)[];

const Probe = ({ lines }: { lines: Lines }) => (
  <ul>
    {lines(useFormRules()).map((line, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, and lines may repeat.
      <li key={index}>{line ?? '(none)'}</li>
    ))}
  </ul>
);

const renderIn = (locale: 'en' | 'ja', lines: Lines) => {
  i18n.load({ en, ja });
  act(() => i18n.activate(locale));
  render(
    <I18nProvider i18n={i18n}>
      <Probe lines={lines} />
    </I18nProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

const failure = (code: ErrorCode, field?: string, description?: string): ApiFailure => ({
  success: false,
  data: { code, field },
  message: 'the server says so',
  description,
});

/** The form rules that had translations before the §5 set was completed. */
const translated: Lines = (rules) => [
  rules.email(''),
  rules.email('nope'),
  rules.newPassword('short'),
  rules.confirmPassword('a', 'b'),
  rules.terms(false),
  rules.loginIncorrect,
];

describe('form messages (spec §5)', () => {
  afterEach(() => document.body.replaceChildren());

  it('produces every one of the ten spec texts from a rule, in English', () => {
    const ignore = () => undefined;
    const lines = renderIn('en', (rules) => [
      ...translated(rules),
      rules.fromServer(failure(ErrorCode.NotFound), ['email'], ignore),
      rules.fromServer(failure(ErrorCode.ValidationError, 'body.token', 'Required field'), ['password'], ignore),
      rules.fromServer(failure(ErrorCode.ValidationError, 'body.token', 'must match'), ['password'], ignore),
      rules.minLength(8),
      rules.fullname('x'.repeat(201)),
      rules.newPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1)),
    ]);
    expect(lines).toEqual([
      'Email is required',
      'Email is not valid',
      'Password minimum length is 8',
      'Confirm password is not valid',
      'Accepting terms & conditions are required',
      'The login detail is incorrect',
      'The requested page is not found',
      'Required field',
      'Field is not valid',
      'Minimum field length: 8',
      'Maximum field length: 200',
      `Maximum field length: ${PASSWORD_MAX_LENGTH}`,
    ]);
  });

  it('accepts values inside the limits', () => {
    const lines = renderIn('en', (rules) => [
      rules.email(' ann@example.com '),
      rules.fullname('x'.repeat(200)),
      rules.newPassword('x'.repeat(PASSWORD_MAX_LENGTH)),
      rules.passwordPresent('short'),
      rules.passwordPresent('x'.repeat(PASSWORD_MAX_LENGTH + 1)),
      rules.confirmPassword('same', 'same'),
      rules.terms(true),
    ]);
    expect(lines).toEqual([
      '(none)',
      '(none)',
      '(none)',
      '(none)',
      `Maximum field length: ${PASSWORD_MAX_LENGTH}`,
      '(none)',
      '(none)',
    ]);
  });

  it('puts a server refusal under the field it names, or tells it as the alert text', () => {
    const setFieldError = vi.fn();
    const lines = renderIn('en', (rules) => [
      rules.fromServer(failure(ErrorCode.ValidationError, 'body.email'), ['email', 'password'], setFieldError),
      rules.fromServer(failure(ErrorCode.InvalidCredentials), ['email', 'password'], setFieldError),
      rules.fromServer(failure(ErrorCode.ValidationError), ['email'], setFieldError),
      rules.fromServer(failure(ErrorCode.RateLimited), ['email'], setFieldError),
    ]);
    expect(lines).toEqual(['(none)', 'The login detail is incorrect', 'the server says so', 'the server says so']);
    expect(setFieldError).toHaveBeenCalledWith('email', 'Email is not valid');
  });

  it('translates them to Japanese', () => {
    expect(renderIn('ja', translated)).toEqual([
      'メールアドレスは必須です',
      'メールアドレスが正しくありません',
      'パスワードは8文字以上で入力してください',
      'パスワード（確認）が正しくありません',
      '利用規約への同意が必要です',
      'ログイン情報が正しくありません',
    ]);
  });

  it('applies the server text rules: trimmed, limited, no control characters (tabs and line breaks in one line)', () => {
    const description = { kind: 'multi-line', max: 10 } as const;
    const rules = (r: FormRules) => [
      r.fullname('  Ann Able  '),
      r.fullname(' \t '),
      r.fullname('Ann\tAble'),
      r.fullname('Ann\u2028Able'),
      r.fullname(` ${'x'.repeat(200)} `),
      r.text('one\r\ntwo', description, 'Description'),
      r.text('one\ttwo', description, 'Description'),
    ];
    expect(renderIn('en', rules)).toEqual([
      '(none)',
      'Full name is required',
      'Full name cannot contain tabs, line breaks or other control characters',
      'Full name cannot contain tabs, line breaks or other control characters',
      '(none)',
      '(none)',
      'Description cannot contain tabs or other control characters',
    ]);
    document.body.replaceChildren();
    const ja = renderIn('ja', rules);
    expect([ja[2], ja[6]]).toEqual([
      '氏名にはタブや改行などの制御文字を使用できません',
      'Descriptionにはタブなどの制御文字を使用できません',
    ]);
  });

  it('checks e-mail addresses and maps server field paths', () => {
    expect(isEmail(' ann@example.com ')).toBe(true);
    expect(isEmail('ann@example')).toBe(false);
    expect(fieldOf('body.email')).toBe('email');
    expect(fieldOf(undefined)).toBeNull();
  });
});
