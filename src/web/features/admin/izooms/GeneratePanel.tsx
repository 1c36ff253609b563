import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { IzoomDetail } from '../../../../shared/schemas/izooms';
import { useGenerateIzoom } from '../../../api/izoom-generate';
import { isGenerating, useGenerateState } from '../../../api/izoom-generate-state';
import { useStopGenerate } from '../../../api/izoom-stop-generate';
import { adminKeys } from '../../../api/mutation';
import { localizeServerMessage } from '../../../api/server-messages';
import { useFormat } from '../../../i18n/format';
import { runAction } from '../run-action';
import { StateBadge } from '../StateBadge';

/** Generation: its state and live progress (asked every second while it runs), Generate and Stop. */
export const GeneratePanel = ({ izoom, canEdit }: { izoom: IzoomDetail; canEdit: boolean }) => {
  const { t } = useLingui();
  const { formatNumber, formatDateTime } = useFormat();
  const queryClient = useQueryClient();
  const state = useGenerateState(izoom.id, izoom.generate);
  const generate = useGenerateIzoom();
  const stop = useStopGenerate();
  const current = state.data ?? izoom.generate;
  const running = isGenerating(current.state);

  // Once a generation settles the izoom has a new version, poster and manifest: read it again.
  const previous = useRef(current.state);
  useEffect(() => {
    if (isGenerating(previous.current) && !running) {
      void queryClient.invalidateQueries({ queryKey: adminKeys.izoom(izoom.id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.izooms });
    }
    previous.current = current.state;
  }, [current.state, running, izoom.id, queryClient]);

  const percent = formatNumber(current.progress, { style: 'percent' });
  return (
    <Stack gap="sm" data-testid="generate-panel" data-state={current.state}>
      <Group justify="space-between">
        <StateBadge state={current.state} progress={current.progress} />
        {current.finishedAt && !running && (
          <Text size="sm" c="dimmed">
            <Trans>Finished {formatDateTime(current.finishedAt)}</Trans>
          </Text>
        )}
      </Group>
      <Progress
        value={current.state === 'done' ? 100 : current.progress * 100}
        animated={running}
        striped={running}
        color={current.state === 'failed' ? 'red' : current.state === 'done' ? 'green' : 'blue'}
        aria-label={t`Generation progress`}
        aria-valuetext={percent}
        data-testid="generate-progress"
        data-progress={current.progress}
      />
      {current.message && current.state !== 'done' && (
        <Text size="sm" c={current.state === 'failed' ? 'red' : 'dimmed'} data-testid="generate-message">
          {localizeServerMessage(current.message)}
        </Text>
      )}
      {canEdit && (
        <Group>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            disabled={running || izoom.pictures.length === 0}
            loading={generate.isPending}
            onClick={() => void runAction(() => generate.mutateAsync(izoom.id))}
            data-testid="generate"
          >
            {current.version > 0 ? t`Generate again` : t`Generate`}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconPlayerStop size={16} />}
            disabled={!running}
            loading={stop.isPending}
            onClick={() => void runAction(() => stop.mutateAsync(izoom.id), { success: t`Generation stopped` })}
            data-testid="stop-generate"
          >
            <Trans>Stop</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
};
