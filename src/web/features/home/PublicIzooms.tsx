import { useLingui } from '@lingui/react/macro';
import { IconZoomIn } from '@tabler/icons-react';
import { usePublicAlbums } from '../../api/public-albums';
import { usePublicIzooms } from '../../api/public-izooms';
import { CardGrid } from '../../components/CardGrid';
import { IzoomCard } from '../../components/IzoomCard';

/** The public izooms of the homepage. */
export const PublicIzooms = () => {
  const { t } = useLingui();
  // The homepage's first picture is the first album's; with no album, this list's first.
  const noAlbums = usePublicAlbums().data?.items.length === 0;
  return (
    <CardGrid
      query={usePublicIzooms()}
      testId="izooms"
      errorTitle={t`Izooms could not be loaded`}
      empty={{
        icon: <IconZoomIn size={28} stroke={1.5} />,
        title: t`No public izooms yet`,
        description: t`Izooms that their owners make public appear here.`,
      }}
      card={(izoom, index) => <IzoomCard key={izoom.id} izoom={izoom} priority={noAlbums && index === 0} />}
    />
  );
};
