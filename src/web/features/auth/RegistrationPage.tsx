import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorCode } from '../../../shared/envelope';
import { useAppConfig } from '../../config/context';
import { StartSignIn } from './StartSignIn';
import { useInteraction } from './use-interaction';
import { fieldOf, useFormRules } from './validation';

export interface RegistrationSearch {
  interaction?: string;
  returnTo?: string;
}

/** /auth/registration: the sign-up form under an interaction; without one, the start of the flow. */
export const RegistrationPage = ({ interaction, returnTo }: RegistrationSearch) => {
  const config = useAppConfig();
  if (!config.registrationEnabled) return <RegistrationClosed />;
  return interaction ? <RegistrationForm uid={interaction} /> : <StartSignIn returnTo={returnTo} register />;
};

const RegistrationClosed = () => (
  <Stack gap="md" data-testid="registration-disabled">
    <Title order={2} size="h3">
      <Trans>Create an account</Trans>
    </Title>
    <Text>
      <Trans>Registration is closed. Ask an administrator for an account.</Trans>
    </Text>
    <Anchor component={Link} to="/auth/login">
      <Trans>Back to sign in</Trans>
    </Anchor>
  </Stack>
);

const RegistrationForm = ({ uid }: { uid: string }) => {
  const { t } = useLingui();
  const rules = useFormRules();
  const { submit, submitting } = useInteraction(uid, 'register');
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', fullname: '', password: '', confirmPassword: '', terms: false },
    validate: {
      email: rules.email,
      fullname: rules.fullname,
      password: rules.newPassword,
      confirmPassword: (value, values) => rules.confirmPassword(value, values.password),
      terms: rules.terms,
    },
  });

  const onSubmit = form.onSubmit(async ({ email, fullname, password }) => {
    setError(null);
    const failure = await submit({ email: email.trim(), fullname: fullname.trim(), password });
    if (!failure) return;
    const field = fieldOf(failure.data.field);
    if (failure.data.code === ErrorCode.Conflict) {
      form.setFieldError('email', t`An account with this email already exists`);
    } else if (failure.data.code === ErrorCode.RegistrationDisabled) {
      setError(t`Registration is closed. Ask an administrator for an account.`);
    } else if (
      failure.data.code === ErrorCode.ValidationError &&
      (field === 'email' || field === 'fullname' || field === 'password')
    ) {
      form.setFieldError(field, rules.notValid(rules.names[field]));
    } else {
      setError(failure.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Create an account</Trans>
        </Title>
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
        <TextInput
          label={rules.names.fullname}
          autoComplete="name"
          key={form.key('fullname')}
          {...form.getInputProps('fullname')}
        />
        <PasswordInput
          label={rules.names.password}
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={rules.names.confirmPassword}
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={t`I accept the terms & conditions`}
          key={form.key('terms')}
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t`Create account`}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Trans>
            Already have an account?{' '}
            <Anchor component={Link} to="/auth/login">
              Sign in
            </Anchor>
          </Trans>
        </Text>
      </Stack>
    </form>
  );
};
