import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/context';
import { forgotPassword } from '../../api/users';
import { useFormRules } from './validation';

/** /auth/forgot-password: asks for a reset link. The answer never says whether the account exists. */
export const ForgotPasswordPage = () => {
  const { t } = useLingui();
  const api = useApi();
  const rules = useFormRules();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: { email: rules.email } });

  const onSubmit = form.onSubmit(async ({ email }) => {
    setError(null);
    setSubmitting(true);
    const result = await forgotPassword(api, email.trim());
    setSubmitting(false);
    if (result.success) setSent(true);
    else setError(result.message);
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Check your email</Trans>
        </Title>
        <Alert color="teal" variant="light" data-testid="forgot-password-sent">
          <Trans>If an account exists for this email, a link to reset the password is on its way.</Trans>
        </Alert>
        <Anchor component={Link} to="/auth/login">
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Forgot password</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Enter the email of your account and we will send you a link to set a new password.</Trans>
        </Text>
        {error && (
          <Alert color="red" variant="light" data-testid="form-error">
            {error}
          </Alert>
        )}
        <TextInput
          label={rules.names.email}
          type="email"
          autoComplete="email"
          autoFocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t`Send reset link`}
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Stack>
    </form>
  );
};
