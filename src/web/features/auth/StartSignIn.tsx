import { Trans } from '@lingui/react/macro';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAuthSession } from '../../auth';

interface StartSignInProps {
  returnTo?: string;
  register?: boolean;
  /** The page shows its form meanwhile (an issuer on this origin, whose interaction starts by fetch): only a failure shows here. */
  quiet?: boolean;
}

/**
 * Opened without `interaction`, the login and registration pages start the flow themselves: to the issuer, which
 * comes back with `?interaction=UID` (src/web/auth/user-manager.ts). This page leaves no entry in the history.
 */
export const StartSignIn = ({ returnTo, register = false, quiet = false }: StartSignInProps) => {
  const session = useAuthSession();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the redirect on retry.
  useEffect(() => {
    let cancelled = false;
    session.signIn({ returnTo, register, replace: true }).catch((reason: unknown) => {
      if (!cancelled) setError(reason instanceof Error ? reason.message : String(reason));
    });
    return () => {
      cancelled = true;
    };
  }, [session, returnTo, register, attempt]);

  if (error) {
    return (
      <Stack>
        <Alert color="red" title={<Trans>The sign-in service cannot be reached</Trans>}>
          {error}
        </Alert>
        <Button
          onClick={() => {
            setError(null);
            setAttempt((n) => n + 1);
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }
  if (quiet) return null;
  return (
    <Stack align="center" gap="sm" py="lg" data-testid="auth-redirecting">
      <Loader />
      <Text c="dimmed">{register ? <Trans>Opening registration…</Trans> : <Trans>Opening sign-in…</Trans>}</Text>
    </Stack>
  );
};
