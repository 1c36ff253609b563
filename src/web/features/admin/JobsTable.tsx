import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, EmptyState, Progress, Table, Text } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { SummaryJob } from '../../../shared/schemas/admin';
import { localizeServerMessage } from '../../api/server-messages';
import { useFormat } from '../../i18n/format';
import { StateBadge } from './StateBadge';

/** Generation jobs: running and queued first, then the latest, each with its izoom, state and times. */
export const JobsTable = ({ jobs }: { jobs: SummaryJob[] }) => {
  const { t } = useLingui();
  const { formatDateTime, formatRelativeTime } = useFormat();
  if (jobs.length === 0) {
    return (
      <EmptyState
        withIndicatorBackground
        icon={<IconClockPlay size={28} stroke={1.5} />}
        title={t`No generation jobs yet`}
        description={t`Generating an izoom makes a job; its state and progress show here.`}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" data-testid="jobs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans context="table column">Izoom</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>State</Trans>
            </Table.Th>
            <Table.Th w="30%">
              <Trans>Progress</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Started</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id} data-testid="job-row" data-state={job.state}>
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link to="/admin/izooms/$izoomId" params={{ izoomId: String(job.izoomId) }} {...props} />
                  )}
                >
                  {job.izoomName}
                </Anchor>
                {job.message && job.state !== 'done' && (
                  <Text size="xs" c="dimmed">
                    {localizeServerMessage(job.message)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StateBadge state={job.state} progress={job.progress} />
              </Table.Td>
              <Table.Td>
                <Progress value={job.progress * 100} animated={job.state === 'running'} aria-label={t`Progress`} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" title={formatDateTime(job.startedAt ?? job.createdAt)}>
                  {formatRelativeTime(job.startedAt ?? job.createdAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
