import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock, IconUpload } from '@tabler/icons-react';
import { useFormat } from '../../../i18n/format';
import type { QueuedFile } from './upload-queue';

const ICONS = { waiting: IconClock, uploading: IconUpload, done: IconCheck, refused: IconAlertTriangle };
const COLORS = { waiting: 'gray', uploading: 'blue', done: 'green', refused: 'red' };

/** Each file of the upload: its progress, what it added, or why it was refused; skipped zip entries too. */
export const UploadList = ({ queue }: { queue: QueuedFile[] }) => {
  const { t } = useLingui();
  const { formatBytes, formatNumber } = useFormat();
  return (
    <Stack gap={6} data-testid="upload-list" aria-live="polite">
      {queue.map((file) => {
        const Icon = ICONS[file.status];
        return (
          <Paper key={file.key} withBorder p="xs" radius="md" data-testid="upload-item" data-status={file.status}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color={COLORS[file.status]} size="md" radius="xl">
                <Icon size={16} />
              </ThemeIcon>
              <Stack gap={4} flex={1} miw={0}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={500} truncate>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatBytes(file.size)}
                  </Text>
                </Group>
                {(file.status === 'uploading' || file.status === 'waiting') && (
                  <Progress
                    value={file.progress * 100}
                    size="sm"
                    aria-label={t`Upload of ${file.name}`}
                    aria-valuetext={formatNumber(file.progress, { style: 'percent' })}
                  />
                )}
                {file.status === 'done' && (
                  <Text size="xs" c="green">
                    <Plural value={file.added ?? 0} one="# picture added" other="# pictures added" />
                  </Text>
                )}
                {file.status === 'refused' && (
                  <Text size="xs" c="red" data-testid="upload-reason">
                    <Trans>Refused: {file.reason}</Trans>
                  </Text>
                )}
                {file.skipped && file.skipped.length > 0 && (
                  <List size="xs" c="orange" data-testid="upload-skipped">
                    {file.skipped.map((skip) => (
                      <List.Item key={skip.name}>
                        <Trans>
                          Skipped {skip.name}: {skip.reason}
                        </Trans>
                      </List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
};
