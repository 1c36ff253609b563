import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Logo } from './Logo';

/** The 404 page of the error area (/error/404); unknown paths go to the homepage instead (spec §2). */
export const NotFound = () => {
  const { t } = useLingui();
  const name = t`page`;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" data-testid="not-found">
        <Logo size={48} withName={false} />
        <Title order={1} fz={64} c="dimmed">
          404
        </Title>
        <Text size="lg">{t`The requested ${name} is not found`}</Text>
        <Button component={Link} to="/" variant="light">
          <Trans>Go to the homepage</Trans>
        </Button>
      </Stack>
    </Center>
  );
};
