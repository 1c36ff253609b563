// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalkView } from '../core/perspective';
import type { DrawItem } from '../core/scene-hooks';
import { AlbumDrawer, type AlbumDrawerEvents, type DrawerTile } from './album-drawer';
import type { FromDrawer, ToDrawer } from './album-drawer-messages';
import { chooseRenderer } from './renderer-choice';

/** The drawer's worker as the page sees it: what it was sent, and a way to answer. */
class FakeWorker {
  static last: FakeWorker;
  sent: { message: ToDrawer; transfer: Transferable[] }[] = [];
  onmessage: ((event: MessageEvent<FromDrawer>) => void) | null = null;
  onerror: unknown = null;
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: ToDrawer, transfer: Transferable[] = []) {
    this.sent.push({ message, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: FromDrawer) {
    this.onmessage?.({ data: message } as MessageEvent<FromDrawer>);
  }
  types() {
    return this.sent.map(({ message }) => message.type);
  }
}

const offscreen = { offscreen: true };
const view: WalkView = { position: { x: 0, y: 1.6, z: 0 }, yaw: 0, pitch: 0, fovY: 1 };
const viewport = { width: 400, height: 300 };
const bitmap = (width = 256, height = 256) => ({ width, height, close: vi.fn() }) as unknown as ImageBitmap;
const item = (handle: DrawerTile): DrawItem<DrawerTile> => ({
  key: 'k',
  picture: 1,
  handle,
  rect: { x: 0, y: 0, width: 1, height: 1 },
  uv: { u0: 0, v0: 0, u1: 1, v1: 1 },
  layer: 0,
});

let canvas: HTMLCanvasElement;
let events: AlbumDrawerEvents;
let drawer: AlbumDrawer;

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  canvas = document.createElement('canvas');
  Object.assign(canvas, { transferControlToOffscreen: () => offscreen });
  events = {
    onSetting: vi.fn(),
    onSettingError: vi.fn(),
    onSettingFallback: vi.fn(),
    invalidate: vi.fn(),
  };
  drawer = new AlbumDrawer(canvas, { kind: 'gallery' }, 3, events);
});
afterEach(() => {
  drawer.destroy();
  vi.unstubAllGlobals();
});

describe('the album drawer, seen from the page', () => {
  it('hands the canvas to a worker, with the setting, the hall and where the gallery is', () => {
    expect(drawer.where).toBe('worker');
    const [init] = FakeWorker.last.sent;
    expect(init.message).toEqual({
      type: 'init',
      setting: { kind: 'gallery' },
      bays: 3,
      // The worker fetches the built-in gallery's model from the viewer's data file itself, off the main thread.
      viewerData: expect.stringMatching(/viewer-data-v[\d.]+\.bin$/),
      canvas: offscreen,
    });
    expect(init.transfer).toEqual([offscreen]);
  });

  it('sends a frame only once the one before is drawn; the latest stands in for those asked meanwhile; caught up once shown', () => {
    const worker = FakeWorker.last;
    drawer.render([], view, viewport, 1);
    drawer.render([], { ...view, yaw: 0.1 }, viewport, 1);
    drawer.render([], { ...view, yaw: 0.2 }, viewport, 2);
    const renders = () => worker.sent.filter(({ message }) => message.type === 'render').map(({ message }) => message);
    expect(renders()).toHaveLength(1);
    expect(drawer.caughtUp).toBe(false);
    worker.answer({ type: 'drawn', programs: 1 });
    expect(renders()).toHaveLength(2);
    expect(renders()[1]).toMatchObject({ view: { yaw: 0.2 }, pixelRatio: 2 });
    expect(drawer.caughtUp).toBe(false);
    worker.answer({ type: 'drawn', programs: 1 });
    worker.answer({ type: 'shown' });
    // Drawn in the worker, the last frame is not yet on the screen.
    expect(drawer.caughtUp).toBe(false);
    worker.answer({ type: 'shown' });
    expect(drawer.caughtUp).toBe(true);
    expect(drawer.programs).toBe(1);
  });

  it('has the drawer paint each sign, in the page’s font; caught up only once the drawer has hung every one', () => {
    // The page's font, as the canvas has it (jsdom does not inherit it from the body).
    canvas.style.fontFamily = 'Roboto, sans-serif';
    const worker = FakeWorker.last;
    drawer.addSign('Fractals', { x: 1, y: 2, z: 3 });
    drawer.addSign('Terrain', { x: 4, y: 2, z: 3 });
    // Nothing painted in the page: the names go to the worker.
    expect(worker.sent.filter(({ message }) => message.type === 'sign')).toEqual([
      {
        message: { type: 'sign', name: 'Fractals', centre: { x: 1, y: 2, z: 3 }, fontFamily: 'Roboto, sans-serif' },
        transfer: [],
      },
      {
        message: { type: 'sign', name: 'Terrain', centre: { x: 4, y: 2, z: 3 }, fontFamily: 'Roboto, sans-serif' },
        transfer: [],
      },
    ]);
    expect(drawer.caughtUp).toBe(false);
    worker.answer({ type: 'signHung', hung: true });
    expect(drawer.caughtUp).toBe(false);
    worker.answer({ type: 'signHung', hung: false });
    expect(drawer.caughtUp).toBe(true);
    expect(drawer.signs).toBe(1);
    // A frame shows each.
    expect(events.invalidate).toHaveBeenCalledTimes(2);
  });

  it('hands tiles over without a copy, and names them in frames by their key', () => {
    const worker = FakeWorker.last;
    const image = bitmap(256, 128);
    const { handle, bytes } = drawer.upload({ level: 3, column: 0, row: 0, picture: 1 } as never, image);
    expect(bytes).toBeGreaterThanOrEqual(256 * 128 * 4);
    const upload = worker.sent.find(({ message }) => message.type === 'upload');
    expect(upload?.transfer).toEqual([image]);
    drawer.render([item(handle)], view, viewport, 1);
    const render = worker.sent.find(({ message }) => message.type === 'render')?.message;
    const key = upload?.message.type === 'upload' ? upload.message.key : -1;
    expect(render).toMatchObject({ tiles: [{ key, picture: 1 }] });
    drawer.dispose(handle);
    drawer.dispose(handle);
    expect(worker.sent.filter(({ message }) => message.type === 'dispose')).toEqual([
      { message: { type: 'dispose', key }, transfer: [] },
    ]);
  });

  it('tells the frame host of a lost context, and takes every tile for lost once it is back', () => {
    const worker = FakeWorker.last;
    const heard: string[] = [];
    canvas.addEventListener('webglcontextlost', (event) => heard.push(`${event.type} ${event.cancelable}`));
    canvas.addEventListener('webglcontextrestored', (event) => heard.push(event.type));
    const { handle } = drawer.upload({} as never, bitmap());
    worker.answer({ type: 'lost' });
    drawer.loseContext();
    const meanwhile = bitmap();
    expect(drawer.upload({} as never, meanwhile).handle.lost).toBe(true);
    expect(meanwhile.close).toHaveBeenCalled();
    worker.answer({ type: 'restored' });
    drawer.restoreContext();
    expect(heard).toEqual(['webglcontextlost true', 'webglcontextrestored']);
    expect(handle.lost).toBe(true);
    expect(worker.types().filter((type) => type === 'upload')).toHaveLength(1);
  });

  it("answers whether WebGL is software from the drawer's context, and passes on the setting", async () => {
    const worker = FakeWorker.last;
    worker.answer({ type: 'ready', software: false });
    expect(chooseRenderer()).toBe('webgl');
    worker.answer({ type: 'setting', state: 'fallback', bounds: null });
    worker.answer({ type: 'settingFallback', message: 'The scene file was not ready within 60 seconds.' });
    expect(events.onSetting).toHaveBeenCalledWith('fallback', null);
    expect(vi.mocked(events.onSettingFallback).mock.calls[0][0].message).toMatch(/not ready within 60 seconds/);
  });

  it('ends the worker when taken down, and hears nothing after', () => {
    const worker = FakeWorker.last;
    drawer.destroy();
    expect(worker.types().at(-1)).toBe('destroy');
    expect(worker.terminated).toBe(true);
    worker.answer({ type: 'setting', state: 'ready', bounds: null });
    expect(events.onSetting).not.toHaveBeenCalled();
  });
});
