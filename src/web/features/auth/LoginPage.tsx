import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate } from '@tanstack/react-router';
import { lazy, memo, Suspense, useState } from 'react';
import { issuerOnThisOrigin, safeReturnTo, useAuthSession, useCurrentUser } from '../../auth';
import { useAppConfig } from '../../config/context';
import { useFormRules } from '../../forms/validation';
import { AuthForm } from './AuthForm';
import { EmailField, PasswordField } from './fields';
import { StartSignIn } from './StartSignIn';
import { useInteraction, useInteractionUid } from './use-interaction';

export interface LoginSearch {
  interaction?: string;
  returnTo?: string;
  login_hint?: string;
}

/** Only a mock-mode build carries the demo accounts. */
const MockAccountsHint =
  import.meta.env.VITE_MOCK_MODE === 'true' ? lazy(() => import('./MockAccountsHint')) : () => null;

/**
 * /auth/login: the sign-in form under an interaction (or in mock mode). Without one, the start of the flow: with
 * the form shown meanwhile when the issuer is on this origin (it sends on once the interaction has come).
 */
export const LoginPage = ({ interaction, returnTo, login_hint }: LoginSearch) => {
  const mock = useAuthSession().kind === 'mock';
  const signedIn = useCurrentUser() !== null;
  const config = useAppConfig();
  const interactionUid = useInteractionUid(interaction);
  // A spent sign-in form (reached by Back, or from the browser's cache) is never shown to someone signed in.
  if (signedIn && interaction) return <Navigate to={safeReturnTo(returnTo)} replace />;
  const starting = !interaction && !mock;
  if (starting && !issuerOnThisOrigin(config)) return <StartSignIn returnTo={returnTo} />;
  return (
    <>
      {mock && (
        <Suspense>
          <MockAccountsHint />
        </Suspense>
      )}
      {starting && <StartSignIn returnTo={returnTo} quiet />}
      <LoginForm interactionUid={interactionUid} email={login_hint} returnTo={returnTo} />
    </>
  );
};

interface LoginFormProps {
  interactionUid: () => Promise<string>;
  email?: string;
  returnTo?: string;
}

/** Rendered once as the interaction comes: its uid reaches the form through `interactionUid`, not a new render. */
const LoginForm = memo(({ interactionUid, email: hint = '', returnTo }: LoginFormProps) => {
  const { t } = useLingui();
  const rules = useFormRules();
  const config = useAppConfig();
  const { submit, submitting } = useInteraction(interactionUid, 'login', returnTo);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: hint, password: '' },
    validate: { email: rules.email, password: rules.passwordPresent },
  });

  const onSubmit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    const failure = await submit({ email: email.trim(), password });
    if (failure) setError(rules.fromServer(failure, ['email', 'password'], form.setFieldError));
  });

  const footer = config.registrationEnabled && (
    <Trans>
      No account yet?{' '}
      <Anchor component={Link} to="/auth/registration" underline="always">
        Create one
      </Anchor>
    </Trans>
  );

  return (
    <AuthForm
      title={<Trans>Sign in</Trans>}
      error={error}
      submitLabel={t`Sign in`}
      submitting={submitting}
      onSubmit={onSubmit}
      footer={footer}
    >
      <EmailField autoComplete="username" autoFocus={!hint} key={form.key('email')} {...form.getInputProps('email')} />
      <PasswordField
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
    </AuthForm>
  );
});
