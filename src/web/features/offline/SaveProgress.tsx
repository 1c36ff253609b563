import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useFormat } from '../../i18n/format';
import { pauseSave, removeSaved, resumeSave } from '../../offline/album-saver';
import type { SavedAlbum } from '../../offline/saved-albums';
import { DETAIL_LABELS } from './detail-labels';

/** How far a copy has got, and its buttons: pause or resume while saving, remove always. */
export const SaveProgress = ({ record }: { record: SavedAlbum }) => {
  const { t, i18n } = useLingui();
  const { formatBytes, formatNumber } = useFormat();
  const total = record.totalBytes;
  const fraction = total ? record.doneBytes / total : record.doneFiles / Math.max(1, record.totalFiles);
  const done = formatBytes(record.doneBytes);
  const size = total === null ? t`size unknown` : formatBytes(total);
  const percent = formatNumber(fraction, { style: 'percent', maximumFractionDigits: 0 });
  const detail = i18n._(DETAIL_LABELS[record.detail]);
  return (
    <Stack gap={6} data-testid="save-progress" data-state={record.state}>
      {record.state === 'saved' ? (
        <Text size="sm">
          <Trans>
            Saved for offline: {size} ({detail})
          </Trans>
        </Text>
      ) : (
        <>
          <Progress value={fraction * 100} animated={record.state === 'saving'} aria-label={t`Saving for offline`} />
          <Text size="sm" c="dimmed">
            {record.state === 'saving' && (
              <Trans>
                Saving: {percent}, {done} of {size}
              </Trans>
            )}
            {record.state === 'paused' && (
              <Trans>
                Paused at {percent}, {done} of {size}
              </Trans>
            )}
            {record.state === 'failed' && (
              <Trans>
                Stopped at {percent}: {record.error}
              </Trans>
            )}
          </Text>
        </>
      )}
      <Group gap="xs">
        {record.state === 'saving' && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerPause size={14} />}
            onClick={() => pauseSave(record.albumId)}
          >
            <Trans>Pause</Trans>
          </Button>
        )}
        {(record.state === 'paused' || record.state === 'failed') && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerPlay size={14} />}
            onClick={() => void resumeSave(record.albumId)}
          >
            <Trans>Resume</Trans>
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => void removeSaved(record.albumId)}
        >
          <Trans>Remove from this device</Trans>
        </Button>
      </Group>
    </Stack>
  );
};
