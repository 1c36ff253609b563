import { type Camera, fitCamera, type MountedViewer, type Size, type ViewerSource, viewRect } from '../../../viewer';
import { type EmbedEvent, type PixelRect, parseEmbedCommand } from './embed-api';

/** `view` messages go at most this often while the view moves; the last view always goes. */
const VIEW_INTERVAL_MS = 100;
/** Frames that stop for this long mean the view has settled: then `fully-loaded` if every tile is in. */
const SETTLED_MS = 60;

/** Canvas units ↔ the first picture's pixels. */
const pixelsOf = (source: ViewerSource) => {
  const picture = source.pictures[0];
  const scale = picture ? picture.pyramid.width / picture.rect.width : 1;
  const origin = picture?.rect ?? { x: 0, y: 0 };
  return {
    image: picture ? { width: picture.pyramid.width, height: picture.pyramid.height } : source.canvas,
    toPixels: (r: PixelRect): PixelRect => ({
      x: (r.x - origin.x) * scale,
      y: (r.y - origin.y) * scale,
      width: r.width * scale,
      height: r.height * scale,
    }),
    toCanvas: (r: PixelRect): PixelRect => ({
      x: origin.x + r.x / scale,
      y: origin.y + r.y / scale,
      width: r.width / scale,
      height: r.height / scale,
    }),
  };
};

/** The camera that shows the whole of `rect` (canvas units), centred, as large as the viewport allows. */
const cameraShowing = (rect: PixelRect, viewport: Size): Camera => ({
  centerX: rect.x + rect.width / 2,
  centerY: rect.y + rect.height / 2,
  zoom: Math.min(viewport.width / rect.width, viewport.height / rect.height),
});

const sameRect = (a: PixelRect | null, b: PixelRect): boolean =>
  a !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * Lets the page framing /embed drive `viewer` (showing `source`) with `postMessage` and hear its view; answers
 * the disconnect. Only messages from `parent` are read; unknown or malformed ones are ignored.
 */
export const connectEmbedApi = (viewer: MountedViewer, source: ViewerSource, parent: Window): (() => void) => {
  const pixels = pixelsOf(source);
  const post = (event: EmbedEvent) => parent.postMessage(event, '*');
  let viewport: Size = { width: 1, height: 1 };
  let posted: PixelRect | null = null;
  let lastPostAt = Number.NEGATIVE_INFINITY;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let settled: ReturnType<typeof setTimeout> | undefined;
  let lastCamera: Camera | null = null;
  let loading = true;

  const postView = () => {
    trailing = undefined;
    if (!lastCamera) return;
    const rect = pixels.toPixels(viewRect(lastCamera, viewport));
    if (sameRect(posted, rect)) return;
    posted = rect;
    lastPostAt = performance.now();
    post({ izoom: 'view', rect });
  };

  const onFrame = (camera: Camera, size: Size) => {
    const moved =
      lastCamera !== null &&
      (camera.centerX !== lastCamera.centerX ||
        camera.centerY !== lastCamera.centerY ||
        camera.zoom !== lastCamera.zoom ||
        size.width !== viewport.width ||
        size.height !== viewport.height);
    lastCamera = camera;
    viewport = size;
    if (moved || !viewer.stats().sharp) loading = true;
    if (moved && trailing === undefined) {
      trailing = setTimeout(postView, Math.max(0, lastPostAt + VIEW_INTERVAL_MS - performance.now()));
    }
    clearTimeout(settled);
    settled = setTimeout(() => {
      if (loading && viewer.stats().sharp) {
        loading = false;
        postView();
        post({ izoom: 'fully-loaded' });
      }
    }, SETTLED_MS);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    const command = parseEmbedCommand(event.data);
    if (!command) return;
    const camera =
      command.izoom === 'goHome'
        ? fitCamera(source.canvas, viewport)
        : cameraShowing(pixels.toCanvas(command.rect), viewport);
    if (command.immediate) viewer.jumpTo(camera);
    else viewer.flyTo(camera);
  };

  const unsubscribe = viewer.subscribe(onFrame);
  window.addEventListener('message', onMessage);
  post({ izoom: 'ready', image: pixels.image });
  return () => {
    unsubscribe();
    window.removeEventListener('message', onMessage);
    clearTimeout(trailing);
    clearTimeout(settled);
  };
};
