import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { ErrorCode } from '../../../shared/envelope';
import { issuerOnThisOrigin, useAuthSession } from '../../auth';
import { useAppConfig } from '../../config/context';
import { useFormRules } from '../../forms/validation';
import { AuthForm, AuthPanel, BackToSignIn } from './AuthForm';
import { EmailField, NewPasswordFields } from './fields';
import { StartSignIn } from './StartSignIn';
import { useInteraction, useInteractionUid } from './use-interaction';

export interface RegistrationSearch {
  interaction?: string;
  returnTo?: string;
}

/**
 * /auth/registration: the sign-up form under an interaction. Without one, the start of the flow: with the form
 * shown meanwhile when the issuer is on this origin (it sends on once the interaction has come).
 */
export const RegistrationPage = ({ interaction, returnTo }: RegistrationSearch) => {
  const config = useAppConfig();
  const mock = useAuthSession().kind === 'mock';
  const interactionUid = useInteractionUid(interaction);
  if (!config.registrationEnabled) return <RegistrationClosed />;
  const starting = !interaction && !mock;
  if (starting && !issuerOnThisOrigin(config)) return <StartSignIn returnTo={returnTo} register />;
  return (
    <>
      {starting && <StartSignIn returnTo={returnTo} register quiet />}
      <RegistrationForm interactionUid={interactionUid} returnTo={returnTo} />
    </>
  );
};

const RegistrationClosed = () => (
  <AuthPanel title={<Trans>Create an account</Trans>} testId="registration-disabled">
    <Text>
      <Trans>Registration is closed. Ask an administrator for an account.</Trans>
    </Text>
    <BackToSignIn />
  </AuthPanel>
);

/** Rendered once as the interaction comes: its uid reaches the form through `interactionUid`, not a new render. */
const RegistrationForm = memo(
  ({ interactionUid, returnTo }: { interactionUid: () => Promise<string>; returnTo?: string }) => {
    const { t } = useLingui();
    const rules = useFormRules();
    const { submit, submitting } = useInteraction(interactionUid, 'register', returnTo);
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
      if (failure.data.code === ErrorCode.Conflict) {
        form.setFieldError('email', t`An account with this email already exists`);
      } else if (failure.data.code === ErrorCode.RegistrationDisabled) {
        setError(t`Registration is closed. Ask an administrator for an account.`);
      } else {
        setError(rules.fromServer(failure, ['email', 'fullname', 'password'], form.setFieldError));
      }
    });

    const footer = (
      <Trans>
        Already have an account?{' '}
        <Anchor component={Link} to="/auth/login" underline="always">
          Sign in
        </Anchor>
      </Trans>
    );

    return (
      <AuthForm
        title={<Trans>Create an account</Trans>}
        error={error}
        submitLabel={t`Create account`}
        submitting={submitting}
        onSubmit={onSubmit}
        footer={footer}
      >
        <EmailField autoFocus key={form.key('email')} {...form.getInputProps('email')} />
        <TextInput
          label={rules.names.fullname}
          autoComplete="name"
          key={form.key('fullname')}
          {...form.getInputProps('fullname')}
        />
        <NewPasswordFields form={form} />
        <Checkbox
          label={t`I accept the terms & conditions`}
          key={form.key('terms')}
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
      </AuthForm>
    );
  },
);
