import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorCode } from '../../../shared/envelope';
import { useAppConfig } from '../../config/context';
import { StartSignIn } from './StartSignIn';
import { useInteraction } from './use-interaction';
import { fieldOf, useFormRules } from './validation';

export interface LoginSearch {
  interaction?: string;
  returnTo?: string;
  login_hint?: string;
}

/** /auth/login: with `interaction` the sign-in form; without it, the start of the flow. */
export const LoginPage = ({ interaction, returnTo, login_hint }: LoginSearch) =>
  interaction ? <LoginForm uid={interaction} email={login_hint} /> : <StartSignIn returnTo={returnTo} />;

const LoginForm = ({ uid, email: hint = '' }: { uid: string; email?: string }) => {
  const { t } = useLingui();
  const rules = useFormRules();
  const config = useAppConfig();
  const { submit, submitting } = useInteraction(uid, 'login');
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: hint, password: '' },
    validate: { email: rules.email, password: rules.passwordPresent },
  });

  const onSubmit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    const failure = await submit({ email: email.trim(), password });
    if (!failure) return;
    const field = fieldOf(failure.data.field);
    if (failure.data.code === ErrorCode.InvalidCredentials) setError(rules.loginIncorrect);
    else if (failure.data.code === ErrorCode.ValidationError && (field === 'email' || field === 'password'))
      form.setFieldError(field, rules.notValid(rules.names[field]));
    else setError(failure.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Sign in</Trans>
        </Title>
        {error && (
          <Alert color="red" variant="light" data-testid="form-error">
            {error}
          </Alert>
        )}
        <TextInput
          label={rules.names.email}
          type="email"
          autoComplete="username"
          autoFocus={!hint}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={rules.names.password}
          autoComplete="current-password"
          autoFocus={!!hint}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            <Trans>Forgot password?</Trans>
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth>
          {t`Sign in`}
        </Button>
        {config.registrationEnabled && (
          <Text size="sm" ta="center" c="dimmed">
            <Trans>
              No account yet?{' '}
              <Anchor component={Link} to="/auth/registration">
                Create one
              </Anchor>
            </Trans>
          </Text>
        )}
      </Stack>
    </form>
  );
};
