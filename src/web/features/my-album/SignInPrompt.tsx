import { Trans } from '@lingui/react/macro';
import { Container, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { SignInButton } from '../auth';

/** my-album is open at route level (spec §6); signed out, it says what signing in gives. */
export const SignInPrompt = () => {
  return (
    <Container size="sm" py="xl">
      <EmptyState data-testid="sign-in-prompt" withIndicatorBackground icon={<IconLock size={28} stroke={1.5} />}>
        {/* Title and description as children, so that the title is the page's heading. */}
        <EmptyState.Title order={1}>
          <Trans>Sign in to see your albums</Trans>
        </EmptyState.Title>
        <EmptyState.Description>
          <Trans>Your own albums, public or private, are here once you are signed in.</Trans>
        </EmptyState.Description>
        <EmptyState.Actions>
          <SignInButton>
            <Trans>Sign in</Trans>
          </SignInButton>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
};
