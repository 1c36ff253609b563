import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import { type AlbumSetting, loadAlbumScene } from '../../../viewer';

/** The album scene's files (three.js included) and the gallery's layout rules, loaded with the page that shows it. */
export const useAlbumSceneModule = () =>
  useQuery({
    queryKey: ['album-scene-module'],
    queryFn: loadAlbumScene,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

/** What the album stands in: its scene file (the API's `cillFile`), or the built-in gallery. */
export const settingOf = (album: AlbumWithIzooms): AlbumSetting =>
  album.cillFile ? { kind: album.cillFile.kind, url: album.cillFile.url } : { kind: 'gallery' };

/**
 * A scene's setting, for SceneFrame to show: the gallery that could not be loaded, and the retry (`attempt`
 * goes up, so an effect that depends on it mounts the scene again); or the album's scene file that the gallery
 * stands in for, because it cannot be drawn (cleared when that scene is taken down).
 */
export const useSettingRetry = () => {
  const [settingError, setSettingError] = useState<Error | null>(null);
  const [settingFallback, setSettingFallback] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retrySetting = useCallback(() => {
    setSettingError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { settingError, setSettingError, settingFallback, setSettingFallback, attempt, retrySetting };
};
