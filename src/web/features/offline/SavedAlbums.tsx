import { Trans } from '@lingui/react/macro';
import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Section } from '../../components/Section';
import { useSavedAlbums } from '../../offline/use-saved-albums';
import { SaveProgress } from './SaveProgress';

/** The albums kept on this device, with their sizes and a way to remove each; nothing when there are none. */
export const SavedAlbums = () => {
  const saved = useSavedAlbums();
  if (saved.length === 0) return null;
  return (
    <Section id="home-saved" title={<Trans>Saved on this device</Trans>}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="saved-albums">
        {[...saved]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((record) => (
            <Card key={record.albumId} withBorder radius="md" data-testid="saved-album">
              <Stack gap="xs">
                <Anchor
                  fw={600}
                  renderRoot={(props) => {
                    const params = { albumId: String(record.albumId) };
                    return record.isPublic ? (
                      <Link {...props} to="/album/$albumId" params={params} />
                    ) : (
                      <Link {...props} to="/my-album/$albumId" params={params} />
                    );
                  }}
                >
                  {record.name}
                </Anchor>
                {!record.isPublic && (
                  <Text size="xs" c="dimmed">
                    <Trans>Private: removed when you sign out</Trans>
                  </Text>
                )}
                <SaveProgress record={record} />
              </Stack>
            </Card>
          ))}
      </SimpleGrid>
    </Section>
  );
};
