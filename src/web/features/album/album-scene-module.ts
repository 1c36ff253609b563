import { useQuery } from '@tanstack/react-query';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import type { AlbumSetting } from '../../../viewer/three/album-environment';

/** The album scene's files: the viewer framework and code (three.js included), loaded with the page that shows it. */
export const useAlbumSceneModule = () =>
  useQuery({
    queryKey: ['album-scene-module'],
    queryFn: () => import('../../../viewer/dom/mount-album'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

/** What the album stands in: its cill file, or the built-in gallery from the viewer's data file. */
export const settingOf = (album: AlbumWithIzooms): AlbumSetting =>
  album.cillFile
    ? { kind: album.cillFile.kind, url: album.cillFile.url }
    : {
        kind: 'gallery',
        model: async () =>
          (await (await import('../../../viewer/data/load-viewer-data')).loadViewerData()).galleryGlb(),
      };
