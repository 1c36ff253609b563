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

scope.onmessage = ({ data }) => {
  if (data.type === 'init' && data.canvas) {
    handle = startAlbumDrawer(data.canvas, data.setting, data.bays, (message, transfer = []) => {
      // A frame is drawn once it is on its way to the screen: the page then asks for the next one.
      if (message.type === 'drawn') scope.requestAnimationFrame(() => scope.postMessage(message));
      else scope.postMessage(message, transfer);
    });
  } else handle?.(data);
};
