// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/envelope';
import type { ApiResult } from '../../api/client';
import { polyfillJsdom } from '../../jsdom-polyfills';
import { messages as en } from '../../locales/en/messages.po';
import { messages as ja } from '../../locales/ja/messages.po';
import { renderInApp } from '../../render-in-app';
import { CallbackPage } from './CallbackPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegistrationPage } from './RegistrationPage';
import { ResetPasswordPage } from './ResetPasswordPage';

beforeAll(() => {
  polyfillJsdom();
  window.scrollTo = () => undefined; // the router restores scroll; jsdom has no layout
  i18n.loadAndActivate({ locale: 'en', messages: en });
});

afterEach(cleanup);

const refuse = (code: ErrorCode, field?: string): ApiResult<unknown> => ({
  success: false,
  status: 400,
  data: { code, field },
  message: 'Refused by the server',
});

/** Renders one auth page inside a router (for its links); every POST gets `answer`. */
const renderPage = (page: () => ReactNode, { answer = refuse(ErrorCode.InternalError), registration = true } = {}) =>
  renderInApp(page, {
    answer: async () => answer,
    config: { registrationEnabled: registration },
    linkTargets: ['/auth/login', '/auth/forgot-password', '/auth/registration'],
  }).container;

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

const expectAccessible = async (container: HTMLElement) => {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
};

describe('auth pages', () => {
  it('login: labels every input and announces a wrong password', async () => {
    const container = renderPage(() => <LoginPage interaction="uid-1" />, {
      answer: refuse(ErrorCode.InvalidCredentials),
    });
    await screen.findByRole('heading', { name: 'Sign in' });
    await expectAccessible(container);
    type('Email', 'ann@example.com');
    type('Password', 'not-the-password');
    submit('Sign in');
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('form-error');
    expect(alert.textContent).toBe('The login detail is incorrect');
    expect(screen.getByRole('link', { name: 'Create one' })).toBeTruthy();
  });

  it('registration: a real label on every field and the terms checkbox', async () => {
    const container = renderPage(() => <RegistrationPage interaction="uid-2" />, {
      answer: refuse(ErrorCode.ValidationError, 'body.fullname'),
    });
    await screen.findByRole('heading', { name: 'Create an account' });
    await expectAccessible(container);
    expect(screen.getByText('Minimum field length: 8')).toBeTruthy();
    submit('Create account');
    await screen.findByText('Accepting terms & conditions are required');
    type('Email', 'ann@example.com');
    type('Full name', 'x'.repeat(201));
    type('Password', 'correct-horse-battery-1');
    type('Confirm password', 'correct-horse-battery-1');
    fireEvent.click(screen.getByLabelText('I accept the terms & conditions'));
    submit('Create account');
    await screen.findByText('Maximum field length: 200');
    type('Full name', 'Ann Example');
    submit('Create account');
    await screen.findByText('Full name is not valid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('registration: closed when the server says so, with the way back to sign in', async () => {
    renderPage(() => <RegistrationPage interaction="uid-3" />, { registration: false });
    await screen.findByTestId('registration-disabled');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('forgot password: a refusal shows in the form-error alert', async () => {
    const container = renderPage(() => <ForgotPasswordPage />, { answer: refuse(ErrorCode.RateLimited) });
    await screen.findByRole('heading', { name: 'Forgot password' });
    await expectAccessible(container);
    submit('Send reset link');
    await screen.findByText('Email is required');
    type('Email', 'ann@example.com');
    submit('Send reset link');
    expect((await screen.findByTestId('form-error')).textContent).toBe('Refused by the server');
  });

  it('reset password: a token the server cannot read is a link that cannot be used', async () => {
    const container = renderPage(() => <ResetPasswordPage token="short" />, {
      answer: refuse(ErrorCode.ValidationError, 'body.token'),
    });
    await screen.findByRole('heading', { name: 'Set a new password' });
    await expectAccessible(container);
    type('Password', 'correct-horse-battery-1');
    type('Confirm password', 'correct-horse-battery-1');
    submit('Save password');
    await screen.findByTestId('reset-password-invalid');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Send reset link' })).toBeTruthy());
  });

  it('callback: a sign-in whose state is gone is told in words of ours, in Japanese too', async () => {
    const failing = (message: string) => ({
      kind: 'oidc' as const,
      completeSignIn: () => Promise.reject(new Error(message)),
    });
    renderInApp(() => <CallbackPage />, { session: failing('No matching state found in storage') });
    expect((await screen.findByTestId('callback-error')).textContent).toContain(
      'This sign-in was already finished, or it was started in another tab.',
    );
    cleanup();
    i18n.loadAndActivate({ locale: 'ja', messages: ja });
    try {
      renderInApp(() => <CallbackPage />, { session: failing('No matching state found in storage') });
      const told = (await screen.findByTestId('callback-error')).textContent ?? '';
      expect(told).toContain('このサインインはすでに完了しているか');
      expect(told).not.toContain('No matching state');
      cleanup();
      renderInApp(() => <CallbackPage />, { session: failing('This sign-in has ended. Please sign in again.') });
      expect((await screen.findByTestId('callback-error')).textContent).toContain('このサインインは終了しました');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: en });
    }
  });
});
