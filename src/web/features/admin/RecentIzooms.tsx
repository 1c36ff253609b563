import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, EmptyState, Skeleton, Table } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Page } from '../../../shared/envelope';
import type { Izoom } from '../../../shared/schemas/izooms';
import { Readiness } from '../../components/IzoomCard';
import { useFormat } from '../../i18n/format';

/** The newest izooms as a table: name, pictures, whether they are ready, last change. */
export const RecentIzooms = ({ query }: { query: UseQueryResult<Page<Izoom>> }) => {
  const { t } = useLingui();
  const { formatDateTime, formatNumber } = useFormat();
  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t`Izooms could not be loaded`}>
        {query.error.message}
      </Alert>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        withIndicatorBackground
        icon={<IconZoomIn size={28} stroke={1.5} />}
        title={t`No izooms yet`}
        description={t`Izooms you make appear here, with how far their generation has come.`}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="recent-izooms">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Pictures</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>State</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Last change</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.items.map((izoom) => (
            <Table.Tr key={izoom.id}>
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link to="/admin/izooms/$izoomId" params={{ izoomId: String(izoom.id) }} {...props} />
                  )}
                >
                  {izoom.name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(izoom.pictureCount)}</Table.Td>
              <Table.Td>
                <Readiness izoom={izoom} showReady />
              </Table.Td>
              <Table.Td>{formatDateTime(izoom.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
