import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/context';
import { useAuthSession } from '../../auth';

/** /auth/callback: finishes the sign-in, makes the login call, then goes where the flow started. */
export const CallbackPage = () => {
  const session = useAuthSession();
  const api = useApi();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    session
      .completeSignIn(api)
      .then((returnTo) => {
        if (active) router.history.replace(returnTo);
      })
      .catch((reason: unknown) => {
        if (active) setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      active = false;
    };
  }, [session, api, router]);

  if (error) {
    return (
      <Stack gap="md" data-testid="callback-error">
        <Alert color="red" variant="light" title={<Trans>Sign-in did not complete</Trans>}>
          {error}
        </Alert>
        <Anchor component={Link} to="/auth/login">
          <Trans>Back to sign in</Trans>
        </Anchor>
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
