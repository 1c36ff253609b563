import { Trans } from '@lingui/react/macro';
import { usePublicAlbums } from '../../api/public-albums';
import { usePublicIzooms } from '../../api/public-izooms';
import { PlainContainer, PlainStack, PlainText, PlainTitle } from '../../components/plain';
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
      <main style={{ padding: 'var(--mantine-spacing-md)' }}>
        <PlainContainer size="lg" py="lg">
          <PlainStack gap="xl">
            <PlainStack gap={4}>
              <PlainTitle order={1}>izoom</PlainTitle>
              <PlainText c="dimmed" size="lg">
                <Trans>Interactive zoomable picture collections, organised into albums.</Trans>
              </PlainText>
            </PlainStack>
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
          </PlainStack>
        </PlainContainer>
      </main>
    </>
  );
};
