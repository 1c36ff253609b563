import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AlbumWithIzooms } from '../../../../shared/schemas/albums';
import { uploadSceneFile, useRemoveSceneFile } from '../../../api/album-scene-file';
import { adminKeys } from '../../../api/mutation';
import { useUpload } from '../../../api/use-upload';
import { useFormat } from '../../../i18n/format';
import { ask } from '../../../notices/dialogs';
import { toast } from '../../../notices/toasts';
import { AlbumScene } from '../../album';
import { runAction } from '../run-action';

/** The album's scene file (a .glb model or a 2:1 panorama): upload with progress, a preview, remove. */
export const SceneFilePanel = ({ album, canEdit }: { album: AlbumWithIzooms; canEdit: boolean }) => {
  const { t } = useLingui();
  const { formatBytes, formatNumber } = useFormat();
  const upload = useUpload();
  const queryClient = useQueryClient();
  const remove = useRemoveSceneFile();
  const [progress, setProgress] = useState<number | null>(null);
  const sceneFile = album.cillFile;

  const send = async (file: File | null) => {
    if (!file) return;
    setProgress(0);
    const result = await uploadSceneFile(upload, album.id, file, (sent, total) =>
      setProgress(total ? sent / total : 0),
    );
    setProgress(null);
    if (!result.success) {
      toast.error(result.message);
      return;
    }
    toast.success(t`Scene file saved`);
    await queryClient.invalidateQueries({ queryKey: adminKeys.album(album.id) });
  };

  return (
    <Stack gap="md" data-testid="scene-file-panel">
      <Text size="sm" c="dimmed">
        <Trans>
          The room the izooms stand in: a binary glTF model (.glb) or an equirectangular panorama (twice as wide as
          high). Without one, the album uses the built-in gallery.
        </Trans>
      </Text>
      {sceneFile ? (
        <Stack gap="xs" data-testid="scene-file-current">
          <Text size="sm">
            {sceneFile.kind === 'glb' ? t`Model` : t`Panorama`}: {sceneFile.name} ({formatBytes(sceneFile.bytes)}
            {sceneFile.width && sceneFile.height
              ? `, ${formatNumber(sceneFile.width)} × ${formatNumber(sceneFile.height)}`
              : ''}
            )
          </Text>
          {sceneFile.kind === 'panorama' && (
            <Image src={sceneFile.url} alt={t`The album's panorama`} maw={640} radius="md" />
          )}
        </Stack>
      ) : (
        <Text size="sm" data-testid="scene-file-none">
          <Trans>No scene file: the built-in gallery.</Trans>
        </Text>
      )}
      {progress !== null && (
        <Progress
          value={progress * 100}
          animated
          aria-label={t`Upload of the scene file`}
          data-testid="scene-file-progress"
        />
      )}
      {canEdit && (
        <Group>
          <FileButton accept=".glb,model/gltf-binary,image/*" onChange={(file) => void send(file)}>
            {(props) => (
              <Button
                leftSection={<IconUpload size={16} />}
                loading={progress !== null}
                {...props}
                data-testid="upload-scene-file"
              >
                {sceneFile ? t`Replace the scene file` : t`Upload a scene file`}
              </Button>
            )}
          </FileButton>
          {sceneFile && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={async () => {
                if (
                  await ask({ title: t`Remove scene file`, message: t`Go back to the built-in gallery?`, danger: true })
                ) {
                  await runAction(() => remove.mutateAsync(album.id), { block: true, success: t`Scene file removed` });
                }
              }}
            >
              <Trans>Remove</Trans>
            </Button>
          )}
        </Group>
      )}
      {sceneFile && <AlbumScene album={album} />}
    </Stack>
  );
};
