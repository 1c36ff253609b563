import { Trans } from '@lingui/react/macro';
import { AppShell, Container, Stack, Text, Title } from '@mantine/core';
import { AppHeader } from '../../layout/AppHeader';
import { PublicAlbums } from './PublicAlbums';
import { PublicIzooms } from './PublicIzooms';

/** The homepage (version 2, no guard): the izoom name and the public albums. */
export const HomePage = () => (
  <AppShell header={{ height: 60 }} padding="md">
    <AppShell.Header>
      <AppHeader />
    </AppShell.Header>
    <AppShell.Main>
      <Container size="lg" py="lg">
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1}>izoom</Title>
            <Text c="dimmed" size="lg">
              <Trans>Interactive zoomable picture collections, organised into albums.</Trans>
            </Text>
          </Stack>
          <Stack gap="md">
            <Title order={2} size="h3">
              <Trans>Public albums</Trans>
            </Title>
            <PublicAlbums />
          </Stack>
          <Stack gap="md">
            <Title order={2} size="h3">
              <Trans>Public izooms</Trans>
            </Title>
            <PublicIzooms />
          </Stack>
        </Stack>
      </Container>
    </AppShell.Main>
  </AppShell>
);
