/**
 * The viewer's front door: the only module the web app and the service worker import from src/viewer.
 *
 * - Now, and light (the pages that show no viewer may use them): camera maths (`fitZoom`, `fitCamera`, `viewRect`), the
 *   source of an izoom, a .dzi or a IIIF image (`izoomSource`, `dziSource`, `iiifSource`), the minimap's picture (`baseTile`), and the types;
 *   an izoom's outside IIIF images are read on demand (`izoomSourceWithOutside`).
 * - On demand, each a promise of files named with the viewer version (spec §9; vite.config.ts chunks them from
 *   here): `loadViewer()` the focus view (focus, embed, kiosk), `loadAlbumScene()` the 3D album (./album.ts),
 *   `loadSampleSource()` from the viewer's data file (the album's drawer fetches the gallery's model from it itself).
 */
import type { IzoomManifest } from '../shared/schemas/manifest';
import { parseDzi, sourceFromDzi, sourceFromManifest, type ViewerSource } from './core/izoom-source';
import { parallelRequestsFor } from './core/parallel-requests';

export type { AlbumSetting, LayoutItem, MountedAlbum, Position } from './album';
export { type Camera, fitCamera, fitZoom, type Rect, type Size, viewRect } from './core/camera';
export type { ViewerSource } from './core/izoom-source';
export { baseTile } from './core/tile-rect';
export type { MountedViewer, MountOptions } from './dom/mount-viewer';
export type { ViewerCommand } from './input/deltas';

/** A published izoom's source, from its manifest fetched at `manifestUrl` (absolute). */
export const izoomSource = (manifest: IzoomManifest, manifestUrl: string): ViewerSource => ({
  ...sourceFromManifest(manifest, manifestUrl),
  parallelRequests: parallelRequestsFor(manifestUrl),
});

/**
 * A published izoom's source with its outside IIIF images, whose info.json `load` reads (in the browser: the
 * server never fetches them). One that cannot be read is listed in `failedPictures`; the rest still show.
 */
export const izoomSourceWithOutside = async (
  manifest: IzoomManifest,
  manifestUrl: string,
  load: (infoUrl: string) => Promise<unknown>,
): Promise<ViewerSource> => {
  const source = izoomSource(manifest, manifestUrl);
  if (!manifest.outsidePictures?.length) return source;
  const { withOutsidePictures } = await import('./core/outside-pictures');
  return withOutsidePictures(source, manifest, load);
};

/** A bare Deep Zoom picture's source, from its .dzi descriptor fetched at `dziUrl` (absolute). */
export const dziSource = (xml: string, dziUrl: string): ViewerSource => ({
  ...sourceFromDzi(parseDzi(xml), dziUrl),
  parallelRequests: parallelRequestsFor(dziUrl),
});

/**
 * A IIIF Image API 2.x or 3.0 service's source, from its info.json (parsed JSON) fetched at `infoUrl`; rejects a
 * bad one. Its reader loads on demand, with the focus view's files: only /embed?iiif= uses it.
 */
export const iiifSource = async (info: unknown, infoUrl: string): Promise<ViewerSource> => {
  const { parseIiifInfo, sourceFromIiif } = await import('./core/iiif-source');
  return { ...sourceFromIiif(parseIiifInfo(info)), parallelRequests: parallelRequestsFor(infoUrl) };
};

/** What a IIIF Image API info.json (parsed JSON) says of its image; rejects a bad one, saying why. */
export const readIiifInfo = async (info: unknown) => (await import('./core/iiif-source')).parseIiifInfo(info);

/** The focus view: `mountViewer` and `warmUpViewer`. */
export const loadViewer = () => import('./dom/mount-viewer');
export type ViewerModule = Awaited<ReturnType<typeof loadViewer>>;

/** The 3D album scene: `mountAlbum` and `layoutAlbum` (three.js is in its drawer's worker, not here). */
export const loadAlbumScene = () => import('./album');

/** Tile loading for both views: its workers started early, and the record of the tiles loaded (for a first visit). */
export const loadTileLoader = () => import('./dom/load-tile');

const loadViewerData = async () => (await import('./data/load-viewer-data')).loadViewerData();

/** The sample izoom shown on first run. */
export const loadSampleSource = async (): Promise<ViewerSource> => (await loadViewerData()).sampleSource();
