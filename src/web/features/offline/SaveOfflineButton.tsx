import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudCheck, IconCloudDownload } from '@tabler/icons-react';
import { ModalOnDemand } from '../../components/ModalOnDemand';
import { useFormat } from '../../i18n/format';
import type { AlbumToSave } from '../../offline/album-saver';
import { useSavedAlbum } from '../../offline/use-saved-albums';
import { SaveChoice } from './SaveChoice';
import { SaveProgress } from './SaveProgress';

/** The album page's "Save for offline": its state at a glance, and a dialog to choose, follow and remove the copy. */
export const SaveOfflineButton = ({ album }: { album: AlbumToSave }) => {
  const { t } = useLingui();
  const { formatNumber } = useFormat();
  const [opened, { open, close }] = useDisclosure(false);
  const record = useSavedAlbum(album.id);
  const fraction = record?.totalBytes ? record.doneBytes / record.totalBytes : 0;
  const label =
    record?.state === 'saved'
      ? t`Saved for offline`
      : record?.state === 'saving'
        ? t`Saving ${formatNumber(fraction, { style: 'percent', maximumFractionDigits: 0 })}`
        : t`Save for offline`;
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={record?.state === 'saved' ? <IconCloudCheck size={16} /> : <IconCloudDownload size={16} />}
        onClick={open}
        data-testid="save-offline"
      >
        {label}
      </Button>
      <ModalOnDemand opened={opened} onClose={close} title={t`Keep “${album.name}” on this device`} size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>
              A saved album opens with no network. It stays until you remove it; a private album is removed when you
              sign out.
            </Trans>
          </Text>
          {record && <SaveProgress record={record} />}
          {record && record.state === 'saved' && <Divider label={t`Keep another level of detail instead`} />}
          {(!record || record.state === 'saved') && <SaveChoice album={album} current={record?.detail} />}
        </Stack>
      </ModalOnDemand>
    </>
  );
};
