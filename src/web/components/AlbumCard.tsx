import { Card } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { IzoomPoster } from '../../shared/schemas/izooms';
import { CARD_SIZES } from './CardGrid';
import { CardText } from './CardText';
import { IzoomCount } from './Counts';
import { Poster } from './Poster';

export interface AlbumCardData {
  id: number;
  name: string;
  description: string;
  poster: IzoomPoster | null;
  izoomCount: number;
}

interface AlbumCardProps {
  album: AlbumCardData;
  mine?: boolean;
  /** The page's first picture: its poster is fetched first. */
  priority?: boolean;
}

/** An album as a card that opens it: at /album/$albumId, or at /my-album/$albumId for one's own. */
export const AlbumCard = ({ album, mine = false, priority }: AlbumCardProps) => (
  <Card
    withBorder
    radius="lg"
    padding="lg"
    data-testid="album-card"
    className="mantine-focus-auto"
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
      <Poster poster={album.poster} alt="" sizes={CARD_SIZES} priority={priority} />
    </Card.Section>
    <CardText name={album.name} badge={<IzoomCount count={album.izoomCount} />} description={album.description} />
  </Card>
);
