import { useLingui } from '@lingui/react/macro';
import { IconZoomIn } from '@tabler/icons-react';
import { usePublicIzooms } from '../../api/public-izooms';
import { CardGrid } from '../../components/CardGrid';
import { IzoomCard } from '../../components/IzoomCard';

/** The public izooms of the homepage. */
export const PublicIzooms = () => {
  const { t } = useLingui();
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
      card={(izoom) => <IzoomCard key={izoom.id} izoom={izoom} />}
    />
  );
};
