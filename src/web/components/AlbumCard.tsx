import { Plural } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { IzoomPoster } from '../../shared/schemas/izooms';
import { CARD_SIZES } from './CardGrid';
import { Poster } from './Poster';

export interface AlbumCardData {
  id: number;
  name: string;
  description: string;
  poster: IzoomPoster | null;
  izoomCount: number;
}

/** An album as a card that opens it: at /album/$albumId, or at /my-album/$albumId for one's own. */
export const AlbumCard = ({ album, mine = false }: { album: AlbumCardData; mine?: boolean }) => (
  <Card
    withBorder
    radius="lg"
    padding="lg"
    data-testid="album-card"
    aria-label={album.name}
    renderRoot={(props) => {
      const params = { albumId: String(album.id) };
      return mine ? (
        <Link {...props} to="/my-album/$albumId" params={params} />
      ) : (
        <Link {...props} to="/album/$albumId" params={params} />
      );
    }}
  >
    <Card.Section mb="md">
      <Poster poster={album.poster} alt="" sizes={CARD_SIZES} />
    </Card.Section>
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} lineClamp={2}>
          {album.name}
        </Text>
        <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
          <Plural value={album.izoomCount} one="# izoom" other="# izooms" />
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
