import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { LoadError } from '../../components/LoadError';
import classes from './SceneFrame.module.css';

interface SceneFrameProps {
  container: RefObject<HTMLDivElement | null>;
  /** The viewer's code loading: a spinner, or its error with a retry. */
  scene: { isPending: boolean; isError: boolean; isSuccess: boolean; error: Error | null; refetch: () => unknown };
  /** The album's scene file (or the gallery) that failed, with a retry. */
  settingError: Error | null;
  onRetrySetting: () => void;
  /** The album's scene file that cannot be drawn, for which the built-in gallery stands in. */
  settingFallback: Error | null;
  editable?: boolean;
  /** How to move about, under the frame. */
  hint: ReactNode;
  /** Controls over the scene's bottom-right corner, once it is there. */
  overlay?: ReactNode;
}

/** The box an album scene mounts into, with its loading and error states and a line of help below. */
export const SceneFrame = ({
  container,
  scene,
  settingError,
  onRetrySetting,
  settingFallback,
  editable,
  hint,
  overlay,
}: SceneFrameProps) => {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <Box
        ref={container}
        className={classes.frame}
        pos="relative"
        bg="dark.8"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        data-testid="album-scene"
        data-editable={editable || undefined}
      >
        {scene.isPending && (
          <Center pos="absolute" inset={0}>
            <Loader color="gray.3" aria-label={t`Loading the album scene`} />
          </Center>
        )}
        {scene.isError && (
          <Center pos="absolute" inset={0} p="md">
            <LoadError
              variant="filled"
              testId="album-scene-error"
              title={t`The viewer could not be loaded`}
              message={scene.error?.message ?? ''}
              onRetry={() => void scene.refetch()}
            />
          </Center>
        )}
        {overlay && scene.isSuccess && (
          <Box pos="absolute" right={10} bottom={10} data-testid="album-scene-overlay">
            {overlay}
          </Box>
        )}
        {settingError && (
          <Box pos="absolute" top={12} left={12} right={12}>
            <LoadError
              variant="filled"
              testId="album-setting-error"
              title={t`The gallery could not be loaded`}
              message={settingError.message}
              onRetry={onRetrySetting}
            />
          </Box>
        )}
      </Box>
      {settingFallback && (
        <Alert
          variant="light"
          color="yellow"
          py={6}
          icon={<IconInfoCircle size={16} />}
          data-testid="album-setting-fallback"
          title={t`This album's scene file cannot be shown, so the built-in gallery stands in for it.`}
        />
      )}
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
};
