import { Trans } from '@lingui/react/macro';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { usePublicAlbums } from '../../api/public-albums';
import { usePublicIzooms } from '../../api/public-izooms';
import { Section } from '../../components/Section';
import { AppHeader } from '../../layout/AppHeader';
import { Later } from '../../next-task';
import { SavedAlbums } from '../offline';
import { HomeHeader } from './HomeHeader';
import { PublicAlbums } from './PublicAlbums';
import { PublicIzooms } from './PublicIzooms';

/**
 * The homepage (version 2, no guard): the izoom name and the public albums. The public izooms come in once the
 * albums above them have: nothing already shown moves when the albums' placeholders give way to their cards.
 * They render a task after the rest (and alone: the page is not rendered again), so that a phone's first render is
 * not one long task.
 */
export const HomePage = () => {
  // Once answered, for good: a list that failed goes back to pending while it is asked again, and the izooms'
  // section coming and going with it would ask again on every mount.
  const albumsShown = usePublicAlbums().isFetched;
  // Asked for meanwhile all the same.
  usePublicIzooms();
  return (
    <>
      <HomeHeader>
        <Later>
          <AppHeader />
        </Later>
      </HomeHeader>
      <Box component="main" p="md">
        <Container size="lg" py="lg">
          <Stack gap="xl">
            <Stack gap={4}>
              <Title order={1}>izoom</Title>
              <Text c="dimmed" size="lg">
                <Trans>Interactive zoomable picture collections, organised into albums.</Trans>
              </Text>
            </Stack>
            <SavedAlbums />
            <Later>
              <Section id="home-albums" title={<Trans>Public albums</Trans>}>
                <PublicAlbums />
              </Section>
            </Later>
            {albumsShown && (
              <Later>
                <Section id="home-izooms" title={<Trans>Public izooms</Trans>}>
                  <PublicIzooms />
                </Section>
              </Later>
            )}
          </Stack>
        </Container>
      </Box>
    </>
  );
};
