import { Plural, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type PublicAlbum, usePublicAlbums } from '../../api/public-albums';
import { Poster } from '../../components/Poster';
import { CARD_SIZES, CardGrid } from './CardGrid';

const AlbumCard = ({ album }: { album: PublicAlbum }) => {
  const count = album.izoomCount ?? 0;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="album-card">
      <Card.Section mb="md">
        <Poster poster={album.poster} alt="" sizes={CARD_SIZES} />
      </Card.Section>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {album.name}
          </Text>
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
            <Plural value={count} one="# izoom" other="# izooms" />
          </Badge>
        </Group>
        {album.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {album.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
};

/** The public albums of the homepage. */
export const PublicAlbums = () => {
  const { t } = useLingui();
  return (
    <CardGrid
      query={usePublicAlbums()}
      testId="albums"
      errorTitle={t`Albums could not be loaded`}
      empty={{
        icon: <IconPhoto size={28} stroke={1.5} />,
        title: t`No public albums yet`,
        description: t`Albums that their owners make public appear here.`,
      }}
      card={(album) => <AlbumCard key={album.id} album={album} />}
    />
  );
};
