import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileZip, IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { FileDropArea } from '../../../components/FileDropArea';
import { AddIiifPicture } from './AddIiifPicture';
import { UploadList } from './UploadList';
import { useUploadQueue } from './use-upload-queue';

/** Drop (or choose) many pictures or zips: each goes up with its own progress and answer. */
export const UploadPanel = ({ izoomId, disabled }: { izoomId: number; disabled: boolean }) => {
  const { t } = useLingui();
  const { queue, add, busy, clear } = useUploadQueue(izoomId);
  return (
    <Stack gap="sm">
      <FileDropArea onFiles={add} disabled={disabled} label={t`Add pictures or a zip`} data-testid="picture-dropzone">
        {(over) => (
          <Group justify="center" gap="lg" mih={120}>
            {over ? (
              <IconUpload size={40} stroke={1.5} />
            ) : (
              <Group gap={4}>
                <IconPhotoPlus size={40} stroke={1.5} />
                <IconFileZip size={32} stroke={1.5} />
              </Group>
            )}
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
        )}
      </FileDropArea>
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
