import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { personName } from '../../api/demo-texts';
import { useMyIzooms } from '../../api/my-izooms';
import { useCurrentUser } from '../../auth';
import { CardGrid } from '../../components/CardGrid';
import { IzoomCard } from '../../components/IzoomCard';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { MyAlbumsGrid } from '../my-album';

/**
 * /dashboard (the guarded main layout): the signed-in user's albums and izooms. Albums saved for offline
 * join it with the offline store.
 */
export const DashboardPage = () => {
  const { t } = useLingui();
  const user = useCurrentUser();
  const name = user ? personName(user) : '';
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <PageHeader title={<Trans>Dashboard</Trans>} description={<Trans>Welcome back, {name}.</Trans>} />
        <Section id="dashboard-albums" title={<Trans>My albums</Trans>}>
          <MyAlbumsGrid pageSize={6} testId="dashboard-albums" />
        </Section>
        <Section id="dashboard-izooms" title={<Trans>My izooms</Trans>}>
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
        </Section>
      </Stack>
    </Container>
  );
};
