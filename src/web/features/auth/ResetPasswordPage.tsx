import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorCode } from '../../../shared/envelope';
import type { ApiFailure } from '../../api/client';
import { useApi } from '../../api/context';
import { resetPassword } from '../../api/users';
import { fieldOf, useFormRules } from '../../forms/validation';
import { AuthForm, AuthPanel } from './AuthForm';
import { NewPasswordFields } from './fields';

type Outcome = 'form' | 'done' | 'invalid-token';

/** An unknown, used or expired token, or one the server refuses to read (a link cut short). */
const isBadToken = (failure: ApiFailure) =>
  failure.data.code === ErrorCode.InvalidResetToken ||
  (failure.data.code === ErrorCode.ValidationError && fieldOf(failure.data.field) === 'token');

/** /auth/reset-password?token=T: sets a new password with the link's token. */
export const ResetPasswordPage = ({ token }: { token?: string }) => {
  const { t } = useLingui();
  const api = useApi();
  const rules = useFormRules();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid-token');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: rules.newPassword,
      confirmPassword: (value, values) => rules.confirmPassword(value, values.password),
    },
  });

  const onSubmit = form.onSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    setSubmitting(true);
    const result = await resetPassword(api, token, password);
    setSubmitting(false);
    if (result.success) setOutcome('done');
    else if (isBadToken(result)) setOutcome('invalid-token');
    else setError(rules.fromServer(result, ['password'], form.setFieldError));
  });

  if (outcome === 'done') {
    return (
      <AuthPanel title={<Trans>Password changed</Trans>} testId="reset-password-done">
        <Alert color="teal" variant="light">
          <Trans>Your new password is set. Sign in with it.</Trans>
        </Alert>
        <Button component={Link} to="/auth/login">
          {t`Sign in`}
        </Button>
      </AuthPanel>
    );
  }
  if (outcome === 'invalid-token') {
    return (
      <AuthPanel title={<Trans>This link cannot be used</Trans>} testId="reset-password-invalid">
        <Alert color="orange" variant="light">
          <Trans>The reset link is invalid or has expired. Ask for a new one.</Trans>
        </Alert>
        <Button component={Link} to="/auth/forgot-password">
          {t`Send reset link`}
        </Button>
      </AuthPanel>
    );
  }

  return (
    <AuthForm
      title={<Trans>Set a new password</Trans>}
      error={error}
      submitLabel={t`Save password`}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <NewPasswordFields form={form} autoFocus />
    </AuthForm>
  );
};
