import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import type { MountedAlbum } from '../../../viewer';
import { preloadFocusViewer } from '../viewer';
import { sceneItems, visibleGroups } from './album-order';
import { settingOf, useAlbumSceneModule, useSettingRetry } from './album-scene-module';
import { albumSourceLoader } from './album-sources';
import { SceneFrame } from './SceneFrame';
import { useCoarsePointer } from './use-coarse-pointer';

declare global {
  interface Window {
    /** The mounted album scene, for browser tests and benchmarks to read its numbers. */
    izoomAlbum?: MountedAlbum;
  }
}

/** The album as a 3D gallery to walk through; choosing an izoom opens it in focus mode. */
export const AlbumScene = ({ album }: { album: AlbumWithIzooms }) => {
  const { t } = useLingui();
  const touch = useCoarsePointer();
  const mountedRef = useRef<MountedAlbum | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scene = useAlbumSceneModule();
  const container = useRef<HTMLDivElement>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { settingError, setSettingError, settingFallback, setSettingFallback, attempt, retrySetting } =
    useSettingRetry();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` mounts the scene again after a failed setting.
  useEffect(() => {
    const element = container.current;
    if (!scene.data || !element) return;
    const mounted = scene.data.mountAlbum(element, {
      items: sceneItems(album),
      groups: visibleGroups(album).map(({ id, name }) => ({ id, name })),
      setting: settingOf(album),
      loadSource: albumSourceLoader(queryClient, album.izooms),
      onChoose: preloadFocusViewer,
      onOpen: (izoom) => void navigateRef.current({ to: '.', search: (prev) => ({ ...prev, izoom, view: undefined }) }),
      onSettingError: setSettingError,
      onSettingFallback: setSettingFallback,
      label: album.name,
    });
    window.izoomAlbum = mounted;
    mountedRef.current = mounted;
    return () => {
      if (window.izoomAlbum === mounted) window.izoomAlbum = undefined;
      if (mountedRef.current === mounted) mountedRef.current = null;
      setSettingFallback(null);
      mounted.destroy();
    };
  }, [scene.data, album, queryClient, attempt]);

  return (
    <SceneFrame
      container={container}
      scene={scene}
      settingError={settingError}
      settingFallback={settingFallback}
      onRetrySetting={retrySetting}
      overlay={
        <Button
          size="sm"
          variant="default"
          leftSection={<IconHome size={16} />}
          aria-keyshortcuts="Home"
          title={t`Back to the opening view (Home key)`}
          onClick={() => mountedRef.current?.home()}
          data-testid="album-home"
        >
          <Trans>Back to start</Trans>
        </Button>
      }
      hint={
        touch ? (
          <Trans>Drag to look around, pinch to walk closer, tap an izoom to open it.</Trans>
        ) : (
          <Trans>
            Drag to look around, scroll or use the arrow keys to walk, click an izoom to open it, press Home to come
            back to the start.
          </Trans>
        )
      }
    />
  );
};
