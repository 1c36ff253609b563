import '@mantine/dropzone/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileZip, IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { AddIiifPicture } from './AddIiifPicture';
import { UploadList } from './UploadList';
import { useUploadQueue } from './use-upload-queue';

/** Drop (or choose) many pictures or zips: each goes up with its own progress and answer. */
export const UploadPanel = ({ izoomId, disabled }: { izoomId: number; disabled: boolean }) => {
  const { t } = useLingui();
  const { queue, add, busy, clear } = useUploadQueue(izoomId);
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={add}
        multiple
        disabled={disabled}
        aria-label={t`Add pictures or a zip`}
        data-testid="picture-dropzone"
        radius="md"
      >
        <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <Group gap={4}>
              <IconPhotoPlus size={40} stroke={1.5} />
              <IconFileZip size={32} stroke={1.5} />
            </Group>
          </Dropzone.Idle>
          <div>
            <Text size="lg" inline>
              <Trans>Drop pictures or zips here, or click to choose them</Trans>
            </Text>
            <Text size="sm" c="dimmed" mt={7}>
              {disabled
                ? t`Pictures cannot change while the izoom is being generated.`
                : t`JPEG, PNG, WebP, AVIF, TIFF or GIF; a zip keeps its folders and file-name order.`}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <AddIiifPicture izoomId={izoomId} disabled={disabled} />
      {queue.length > 0 && (
        <>
          <UploadList queue={queue} />
          {!busy && (
            <Group>
              <Button variant="subtle" size="xs" onClick={clear}>
                <Trans>Clear the list</Trans>
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
};
