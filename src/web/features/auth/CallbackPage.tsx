import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { localizeServerMessage, matchServerMessage } from '../../api/server-messages';
import { useAuthSession } from '../../auth';
import { BackToSignIn } from './AuthForm';

/** /auth/callback: finishes the sign-in, makes the login call, then goes where the flow started. */
/** oidc-client-ts's words when this callback's state is gone: finished already, or started elsewhere. */
const STATE_GONE = /No matching state found in storage/;

export const CallbackPage = () => {
  const { t } = useLingui();
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
        console.warn('sign-in did not complete', reason);
        if (active) setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      active = false;
    };
  }, [session, router]);

  if (error) {
    // The server's messages are told in the reader's language; the client library's and the issuer's are not
    // anyone's to read: they get a sentence of ours (the original is in the console).
    const told = STATE_GONE.test(error)
      ? t`This sign-in was already finished, or it was started in another tab. Please sign in again.`
      : matchServerMessage(error)
        ? localizeServerMessage(error)
        : t`The sign-in answer could not be used. Please sign in again.`;
    return (
      <Stack gap="md" data-testid="callback-error">
        <Alert color="red" variant="light" title={<Trans>Sign-in did not complete</Trans>}>
          {told}
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
