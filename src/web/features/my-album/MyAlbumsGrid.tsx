import { useLingui } from '@lingui/react/macro';
import { IconAlbum } from '@tabler/icons-react';
import { useMyAlbums } from '../../api/my-albums';
import { AlbumCard } from '../../components/AlbumCard';
import { CardGrid } from '../../components/CardGrid';

/** The signed-in user's albums as cards that open them under /my-album. */
export const MyAlbumsGrid = ({ pageSize = 24, testId = 'my-albums' }: { pageSize?: number; testId?: string }) => {
  const { t } = useLingui();
  return (
    <CardGrid
      query={useMyAlbums(pageSize)}
      testId={testId}
      errorTitle={t`Albums could not be loaded`}
      empty={{
        icon: <IconAlbum size={28} stroke={1.5} />,
        title: t`No albums yet`,
        description: t`Albums you make, or that are shared with you, appear here.`,
      }}
      card={(album) => <AlbumCard key={album.id} album={album} mine />}
    />
  );
};
