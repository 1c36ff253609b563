import type { DrawItem } from '../core/scene-hooks';
import { loadViewerDataFrom } from '../data/viewer-data-loader';
import type { FromDrawer, SettingSpec, ToDrawer } from '../dom/album-drawer-messages';
import { type AttachedSetting, attachSetting } from '../dom/album-setting';
import { signPicture } from '../dom/group-sign';
import { drawsInSoftware } from '../dom/renderer-choice';
import { type AlbumSetting, type Environment, signMesh } from './album-environment';
import { AlbumRenderer, type AlbumTile } from './album-renderer';

type Post = (message: FromDrawer, transfer?: Transferable[]) => void;

const settingOf = (spec: SettingSpec, gallery: () => Promise<ArrayBuffer>): AlbumSetting =>
  spec.kind === 'gallery' ? { kind: 'gallery', model: gallery } : spec;

/**
 * The album's drawer, where its WebGL context is (a worker, or the page where a canvas cannot be handed to one):
 * the three.js scene, its setting and the tiles the page sends, drawn when the page asks. Answers the handler
 * of the page's messages (album-drawer-messages.ts).
 */
export const startAlbumDrawer = (
  canvas: HTMLCanvasElement | OffscreenCanvas,
  { setting: spec, bays, viewerData }: Extract<ToDrawer, { type: 'init' }>,
  post: Post,
): ((message: ToDrawer) => void) => {
  const renderer = new AlbumRenderer(canvas);
  post({ type: 'ready', software: drawsInSoftware(renderer.context) });
  const tiles = new Map<number, AlbumTile>();
  let destroyed = false;

  // Fetched here: in a worker, a megabyte's download and decoding stay off the page's main thread.
  const gallery = async () => (await loadViewerDataFrom(viewerData)).galleryGlb();

  let environment: Environment | null = null;
  let setting: AttachedSetting | null = null;
  setting = attachSetting(
    {
      setting: settingOf(spec, gallery),
      gallery,
      onSettingError: (error) => post({ type: 'settingError', message: error.message }),
      onSettingFallback: (reason) => post({ type: 'settingFallback', message: reason.message }),
    },
    bays,
    (next) => {
      if (environment?.object) renderer.scene.remove(environment.object);
      environment = next;
      if (next?.object) renderer.scene.add(next.object);
      renderer.scene.background = next?.background ?? null;
      post({ type: 'setting', state: setting?.state ?? 'loading', bounds: next?.bounds ?? null });
    },
    () => destroyed,
  );

  canvas.addEventListener('webglcontextlost', () => {
    renderer.loseContext();
    post({ type: 'lost' });
  });
  canvas.addEventListener('webglcontextrestored', () => {
    renderer.restoreContext();
    post({ type: 'restored' });
  });

  // Each in a task of its own: in the page (where a canvas cannot go to a worker) the scene's start is long enough.
  const hangSign = ({ name, centre, fontFamily }: Extract<ToDrawer, { type: 'sign' }>) =>
    setTimeout(() => {
      signPicture(name, fontFamily).then(
        (picture) => {
          if (destroyed) return picture.close();
          renderer.scene.add(signMesh(name, picture, centre));
          post({ type: 'signHung', hung: true });
        },
        (error: unknown) => {
          console.warn(`The sign of ${name} could not be drawn.`, error);
          post({ type: 'signHung', hung: false });
        },
      );
    }, 0);

  const render = (message: Extract<ToDrawer, { type: 'render' }>) => {
    const items: DrawItem<AlbumTile>[] = [];
    for (const tile of message.tiles) {
      const handle = tiles.get(tile.key);
      if (handle) items.push({ ...tile, key: String(tile.key), handle });
    }
    try {
      setting?.guard(() => renderer.render(items, message.view, message.viewport, message.pixelRatio));
    } finally {
      post({ type: 'drawn', programs: renderer.programs });
    }
  };

  return (message) => {
    if (destroyed) return;
    switch (message.type) {
      case 'plane':
        return renderer.addPlane(message.izoomId, message.plane, message.pictureIds);
      case 'move':
        return renderer.movePlane(message.izoomId, message.plane);
      case 'highlight':
        return renderer.highlight(message.izoomId);
      case 'sign':
        return hangSign(message);
      case 'upload':
        tiles.set(message.key, renderer.upload(message.id, message.image).handle);
        return;
      case 'dispose': {
        const tile = tiles.get(message.key);
        if (!tile) return;
        tiles.delete(message.key);
        return renderer.dispose(tile);
      }
      case 'render':
        return render(message);
      case 'loseContext': {
        const lose = renderer.context.getExtension('WEBGL_lose_context');
        lose?.loseContext();
        setTimeout(() => lose?.restoreContext(), message.ms);
        return;
      }
      case 'destroy':
        destroyed = true;
        tiles.clear();
        renderer.destroy();
        return;
      case 'init':
        return;
    }
  };
};
