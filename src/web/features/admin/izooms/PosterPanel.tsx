import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { IzoomDetail } from '../../../../shared/schemas/izooms';
import { useUpdatePoster } from '../../../api/izoom-poster';
import { Poster } from '../../../components/Poster';
import { runAction } from '../run-action';

/** The izoom's poster: the first picture's by default, one chosen in the grid, or an uploaded image. */
export const PosterPanel = ({ izoom, canEdit }: { izoom: IzoomDetail; canEdit: boolean }) => {
  const { t } = useLingui();
  const poster = useUpdatePoster();
  return (
    <Stack gap="sm" data-testid="poster-panel">
      <Box maw={320} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <Poster poster={izoom.poster} alt={t`Poster of ${izoom.name}`} sizes="320px" />
      </Box>
      <Text size="sm" c="dimmed">
        <Trans>Choose a picture with “Use as poster” in its menu, or upload another image.</Trans>
      </Text>
      {canEdit && (
        <Group>
          <FileButton
            accept="image/*"
            onChange={(file) =>
              file &&
              void runAction(() => poster.mutateAsync({ id: izoom.id, file }), {
                block: true,
                success: t`Poster saved`,
              })
            }
          >
            {(props) => (
              <Button variant="light" leftSection={<IconUpload size={16} />} {...props} data-testid="upload-poster">
                <Trans>Upload a poster</Trans>
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
};
