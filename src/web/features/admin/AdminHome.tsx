import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Container, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../../shared/envelope';
import { useMyAlbums } from '../../api/my-albums';
import { useMyIzooms } from '../../api/my-izooms';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { useFormat } from '../../i18n/format';
import { RecentIzooms } from './RecentIzooms';

const Stat = ({ label, query }: { label: ReactNode; query: UseQueryResult<Page<unknown>> }) => {
  const { formatNumber } = useFormat();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {query.isPending ? (
        <Skeleton height={34} width={60} mt={6} />
      ) : (
        <Text fz={30} fw={700} data-testid="admin-stat">
          {query.isError ? '–' : formatNumber(query.data.total)}
        </Text>
      )}
    </Card>
  );
};

/** /admin: what the signed-in user manages, at a glance, with the newest izooms and their generation. */
export const AdminHome = () => {
  const { t } = useLingui();
  const izooms = useMyIzooms(8);
  const albums = useMyAlbums(6);
  return (
    <Container size="lg" py="md">
      <Stack gap="xl" data-testid="admin-home">
        <PageHeader title={<Trans>Admin</Trans>} description={t`Izooms and albums you manage.`} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Stat label={<Trans>Izooms</Trans>} query={izooms} />
          <Stat label={<Trans>Albums</Trans>} query={albums} />
        </SimpleGrid>
        <Section id="admin-recent" title={<Trans>Recent izooms</Trans>}>
          <RecentIzooms query={izooms} />
        </Section>
      </Stack>
    </Container>
  );
};
