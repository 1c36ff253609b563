import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AlbumWithIzooms } from '../../../../shared/schemas/albums';
import type { LayoutItem, MountedAlbum, Position } from '../../../../viewer';
import {
  albumSourceLoader,
  SceneFrame,
  settingOf,
  useAlbumSceneModule,
  useSettingRetry,
  visibleGroups,
} from '../../album';

interface PositionsSceneProps {
  album: AlbumWithIzooms;
  /** The scene's izooms, with the positions being edited in place of the stored ones. */
  items: readonly LayoutItem[];
  /** Where each izoom of `items` stands (the gallery's layout of them). */
  positions: readonly Position[];
  editable: boolean;
  onMove: (position: Position) => void;
  onMoveEnd: (position: Position) => void;
  onSelect: (izoomId: number | null) => void;
}

const differs = (mounted: MountedAlbum, position: Position): boolean => {
  const shown = mounted.positionOf(position.izoomId);
  if (!shown) return false;
  const { centre: a } = shown;
  const { centre: b } = position;
  return [a.x - b.x, a.y - b.y, a.z - b.z, shown.rotation - position.rotation, shown.size - position.size].some(
    (d) => Math.abs(d) > 1e-6,
  );
};

/**
 * The album's 3D scene in the positions editor. It is mounted once for the album's izooms and setting, and
 * izooms are moved in it (typed, dragged, saved, put back) without mounting it again, so the view stays.
 * Editable: dragging an izoom moves it, and the page saves it.
 */
export const PositionsScene = (props: PositionsSceneProps) => {
  const { album, items, positions, editable } = props;
  const queryClient = useQueryClient();
  const scene = useAlbumSceneModule();
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [mounted, setMounted] = useState<MountedAlbum | null>(null);
  const { settingError, setSettingError, settingFallback, setSettingFallback, attempt, retrySetting } =
    useSettingRetry();
  const structure = JSON.stringify([
    items.map((item) => [item.izoomId, item.groupId]),
    visibleGroups(album).map(({ id, name }) => [id, name]),
    album.cillFile?.url ?? null,
    album.izooms.map((izoom) => [izoom.id, izoom.manifestUrl]),
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: mounted again only when what hangs, or where, changes (`structure`), or after a failed setting (`attempt`).
  useEffect(() => {
    const element = container.current;
    if (!scene.data || !element) return;
    const { album: current, items: hung } = latest.current;
    const mountedAlbum = scene.data.mountAlbum(element, {
      items: hung,
      groups: visibleGroups(current).map(({ id, name }) => ({ id, name })),
      setting: settingOf(current),
      loadSource: albumSourceLoader(queryClient, current.izooms),
      onOpen: () => undefined,
      onSettingError: setSettingError,
      onSettingFallback: setSettingFallback,
      label: current.name,
      ...(editable
        ? {
            editable: {
              onMove: (_id: number, position: Position) => latest.current.onMove(position),
              onMoveEnd: (_id: number, position: Position) => latest.current.onMoveEnd(position),
              onSelect: (izoomId: number | null) => latest.current.onSelect(izoomId),
            },
          }
        : {}),
    });
    window.izoomAlbum = mountedAlbum;
    setMounted(mountedAlbum);
    return () => {
      if (window.izoomAlbum === mountedAlbum) window.izoomAlbum = undefined;
      setMounted(null);
      setSettingFallback(null);
      mountedAlbum.destroy();
    };
  }, [scene.data, structure, editable, queryClient, attempt]);

  useEffect(() => {
    if (!mounted) return;
    for (const position of positions) {
      if (differs(mounted, position)) mounted.movePosition(position.izoomId, position);
    }
  }, [mounted, positions]);

  return (
    <SceneFrame
      container={container}
      scene={scene}
      settingError={settingError}
      settingFallback={settingFallback}
      onRetrySetting={retrySetting}
      editable={editable}
      hint={
        editable ? (
          <Trans>
            Drag an izoom to move it along its wall and up or down; it is saved when you let go. Click one, then use the
            arrow keys to move it (Shift: finer), + and - to size it, PageUp and PageDown to turn it, Enter to save,
            Escape to put it back. Drag elsewhere to look around, scroll to walk.
          </Trans>
        ) : (
          <Trans>Drag to look around, scroll or use the arrow keys to walk.</Trans>
        )
      }
    />
  );
};
