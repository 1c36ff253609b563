import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../../shared/envelope';
import { useAdminSummary } from '../../api/admin-summary';
import { useMyAlbums } from '../../api/my-albums';
import { useMyIzooms } from '../../api/my-izooms';
import { LoadError } from '../../components/LoadError';
import { Section } from '../../components/Section';
import { useFormat } from '../../i18n/format';
import { AdminPage } from './AdminPage';
import { JobsTable } from './JobsTable';
import { RecentIzooms } from './RecentIzooms';

const Stat = ({ label, value, testId }: { label: ReactNode; value: string | null; testId: string }) => (
  <Card withBorder radius="lg" padding="lg">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    {value === null ? (
      <Skeleton height={34} width={60} mt={6} />
    ) : (
      <Text fz={30} fw={700} data-testid={testId}>
        {value}
      </Text>
    )}
  </Card>
);

const total = (query: UseQueryResult<Page<unknown>>, format: (n: number) => string) =>
  query.isPending ? null : query.isError ? '–' : format(query.data.total);

/** /admin: counts, storage used, running and recent generation jobs, and the newest izooms. */
export const AdminHome = () => {
  const { t } = useLingui();
  const { formatNumber, formatBytes } = useFormat();
  const izooms = useMyIzooms(8);
  const albums = useMyAlbums(6);
  const summary = useAdminSummary();
  const more = (read: (data: NonNullable<typeof summary.data>) => string) =>
    summary.isPending ? null : summary.isError ? '–' : read(summary.data);
  return (
    <AdminPage testId="admin-home" title={<Trans>Admin</Trans>} description={t`Izooms and albums you manage.`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Stat label={<Trans>Izooms</Trans>} value={total(izooms, formatNumber)} testId="admin-stat" />
        <Stat label={<Trans>Albums</Trans>} value={total(albums, formatNumber)} testId="admin-stat" />
        <Stat
          label={<Trans>Pictures</Trans>}
          value={more((s) => formatNumber(s.pictures))}
          testId="admin-summary-stat"
        />
        <Stat
          label={<Trans>Storage used</Trans>}
          value={more((s) => formatBytes(s.storageBytes))}
          testId="admin-summary-stat"
        />
      </SimpleGrid>
      <Section id="admin-jobs" title={<Trans>Generation jobs</Trans>}>
        {summary.isError ? (
          <LoadError
            title={t`Jobs could not be loaded`}
            message={summary.error.message}
            onRetry={() => void summary.refetch()}
          />
        ) : summary.isPending ? (
          <Skeleton height={120} />
        ) : (
          <JobsTable jobs={summary.data.jobs} />
        )}
      </Section>
      <Section id="admin-recent" title={<Trans>Recent izooms</Trans>}>
        <RecentIzooms query={izooms} />
      </Section>
    </AdminPage>
  );
};
