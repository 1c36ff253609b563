import { Trans } from '@lingui/react/macro';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAuthSession } from '../../auth';
import { BackToSignIn } from './AuthForm';

/** /auth/callback: finishes the sign-in, makes the login call, then goes where the flow started. */
export const CallbackPage = () => {
  const session = useAuthSession();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    if (session.kind !== 'oidc') {
      router.history.replace('/auth/login');
      return;
    }
    session
      .completeSignIn()
      .then((returnTo: string) => {
        if (active) router.history.replace(returnTo);
      })
      .catch((reason: unknown) => {
        if (active) setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      active = false;
    };
  }, [session, router]);

  if (error) {
    return (
      <Stack gap="md" data-testid="callback-error">
        <Alert color="red" variant="light" title={<Trans>Sign-in did not complete</Trans>}>
          {error}
        </Alert>
        <BackToSignIn />
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm" py="lg">
      <Loader />
      <Text c="dimmed">
        <Trans>Signing you in…</Trans>
      </Text>
    </Stack>
  );
};
