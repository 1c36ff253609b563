import { Trans } from '@lingui/react/macro';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Preferences } from '../layout/Preferences';
import { Logo } from './Logo';

interface ErrorPageProps {
  /** The big line: a status code or a short title. */
  code: string;
  message: ReactNode;
  /** What went wrong in detail, when known. */
  detail?: string;
  /** Offers 'Try again' (a route error boundary's reset, or a reload). */
  onRetry?: () => void;
  testId?: string;
}

/** The pages of the error area: 404, 500 and the generic one route error boundaries show. */
export const ErrorPage = ({ code, message, detail, onRetry, testId = 'error-page' }: ErrorPageProps) => (
  <>
    <Group component="header" justify="flex-end" p="md" pos="absolute" top={0} right={0}>
      <Preferences />
    </Group>
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={560} data-testid={testId}>
        <Logo size={48} withName={false} />
        <Title order={1} fz={64} c="dimmed" ta="center">
          {code}
        </Title>
        <Text size="lg" ta="center">
          {message}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed" ta="center" data-testid="error-detail">
            {detail}
          </Text>
        )}
        <Group>
          {onRetry && (
            <Button onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <Button component={Link} to="/" variant="light">
            <Trans>Go to the homepage</Trans>
          </Button>
        </Group>
      </Stack>
    </Center>
  </>
);
