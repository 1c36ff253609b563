// The album's drawer in a worker: the three.js scene draws on the page's canvas handed over here, so that
// waiting on the GPU (shader compiles, uploads, and a software compositor reading each frame back) never
// blocks the page.
import type { FromDrawer, ToDrawer } from '../dom/album-drawer-messages';
import { startAlbumDrawer } from './album-drawer-host';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToDrawer>) => void) | null;
  postMessage(message: FromDrawer, transfer?: Transferable[]): void;
  requestAnimationFrame(callback: () => void): number;
}

const scope = self as unknown as WorkerScope;
let handle: ((message: ToDrawer) => void) | null = null;
/** A frame waiting for the worker's next animation frame, and what came after it (handled after it, in order). */
let frame: ToDrawer | null = null;
const after: ToDrawer[] = [];

// A frame drawn outside an animation frame may never reach the screen (the compositor drops frames that come
// faster than it takes them), and a still scene then shows a stale one: each is drawn in the next.
const drawFrame = () => {
  const message = frame;
  frame = null;
  if (message) {
    handle?.(message);
    // The frame reaches the screen when this animation frame ends: it is there by the next.
    scope.requestAnimationFrame(() => scope.postMessage({ type: 'shown' }));
  }
  for (const next of after.splice(0)) receive(next);
};

const receive = (data: ToDrawer): void => {
  if (data.type === 'init' && data.canvas) {
    handle = startAlbumDrawer(data.canvas, data, (message, transfer = []) => scope.postMessage(message, transfer));
  } else if (frame) after.push(data);
  else if (data.type === 'render') {
    frame = data;
    scope.requestAnimationFrame(drawFrame);
  } else handle?.(data);
};

scope.onmessage = ({ data }) => receive(data);
