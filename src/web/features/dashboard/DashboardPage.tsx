import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Title } from '@mantine/core';
import { IconAlbum, IconZoomIn } from '@tabler/icons-react';
import { useMyAlbums } from '../../api/my-albums';
import { useMyIzooms } from '../../api/my-izooms';
import { useCurrentUser } from '../../auth';
import { AlbumCard } from '../../components/AlbumCard';
import { CardGrid } from '../../components/CardGrid';
import { IzoomCard } from '../../components/IzoomCard';
import { PageHeader } from '../../components/PageHeader';

/**
 * /dashboard (the guarded main layout): the signed-in user's izooms and albums. Albums saved for offline
 * join it with the offline store.
 */
export const DashboardPage = () => {
  const { t } = useLingui();
  const user = useCurrentUser();
  const name = user?.fullname || user?.email || '';
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <PageHeader title={<Trans>Dashboard</Trans>} description={<Trans>Welcome back, {name}.</Trans>} />
        <Stack gap="md" component="section" aria-labelledby="dashboard-albums">
          <Title order={2} size="h3" id="dashboard-albums">
            <Trans>My albums</Trans>
          </Title>
          <CardGrid
            query={useMyAlbums(6)}
            testId="dashboard-albums"
            errorTitle={t`Albums could not be loaded`}
            empty={{
              icon: <IconAlbum size={28} stroke={1.5} />,
              title: t`No albums yet`,
              description: t`Albums you make, or that are shared with you, appear here.`,
            }}
            card={(album) => <AlbumCard key={album.id} album={album} mine />}
          />
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="dashboard-izooms">
          <Title order={2} size="h3" id="dashboard-izooms">
            <Trans>My izooms</Trans>
          </Title>
          <CardGrid
            query={useMyIzooms(6)}
            testId="dashboard-izooms"
            errorTitle={t`Izooms could not be loaded`}
            empty={{
              icon: <IconZoomIn size={28} stroke={1.5} />,
              title: t`No izooms yet`,
              description: t`Izooms you make appear here, with how far their generation has come.`,
            }}
            card={(izoom) => <IzoomCard key={izoom.id} izoom={izoom} />}
          />
        </Stack>
      </Stack>
    </Container>
  );
};
