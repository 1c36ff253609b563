import { useLingui } from '@lingui/react/macro';
import { IconPhoto } from '@tabler/icons-react';
import { usePublicAlbums } from '../../api/public-albums';
import { AlbumCard } from '../../components/AlbumCard';
import { CardGrid } from '../../components/CardGrid';

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
      card={(album, index) => (
        <AlbumCard key={album.id} album={{ ...album, izoomCount: album.izoomCount ?? 0 }} priority={index === 0} />
      )}
    />
  );
};
