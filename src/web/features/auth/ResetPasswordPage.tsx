import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorCode } from '../../../shared/envelope';
import { useApi } from '../../api/context';
import { resetPassword } from '../../api/users';
import { useFormRules } from './validation';

type Outcome = 'form' | 'done' | 'invalid-token';

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
    else if (result.data.code === ErrorCode.InvalidResetToken) setOutcome('invalid-token');
    else if (result.data.code === ErrorCode.ValidationError)
      form.setFieldError('password', rules.notValid(rules.names.password));
    else setError(result.message);
  });

  if (outcome !== 'form') {
    const done = outcome === 'done';
    return (
      <Stack gap="md" data-testid={done ? 'reset-password-done' : 'reset-password-invalid'}>
        <Title order={2} size="h3">
          {done ? <Trans>Password changed</Trans> : <Trans>This link cannot be used</Trans>}
        </Title>
        <Alert color={done ? 'teal' : 'orange'} variant="light">
          {done ? (
            <Trans>Your new password is set. Sign in with it.</Trans>
          ) : (
            <Trans>The reset link is invalid or has expired. Ask for a new one.</Trans>
          )}
        </Alert>
        {done ? (
          <Button component={Link} to="/auth/login">
            {t`Sign in`}
          </Button>
        ) : (
          <Button component={Link} to="/auth/forgot-password">
            {t`Send reset link`}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Set a new password</Trans>
        </Title>
        {error && (
          <Alert color="red" variant="light" data-testid="form-error">
            {error}
          </Alert>
        )}
        <PasswordInput
          label={rules.names.password}
          autoComplete="new-password"
          autoFocus
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={rules.names.confirmPassword}
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t`Save password`}
        </Button>
      </Stack>
    </form>
  );
};
