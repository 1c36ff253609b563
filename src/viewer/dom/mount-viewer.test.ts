// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitCamera } from '../core/camera';
import type { ViewerSource } from '../core/izoom-source';
import type { DrawItem } from '../core/scene-hooks';
import { loadTile } from './load-tile';
import { type MountedViewer, mountViewer } from './mount-viewer';

const renderer = vi.hoisted(() => ({
  drawn: [] as readonly DrawItem<string>[],
  disposed: [] as string[],
}));

vi.mock('../three/tile-renderer', () => ({
  TileRenderer: class {
    loseContext() {}
    restoreContext() {}
    upload(id: { picture: number; level: number; col: number; row: number }) {
      return { handle: `${id.picture}/${id.level}/${id.col}_${id.row}`, bytes: 256 * 256 * 4 };
    }
    dispose(handle: string) {
      renderer.disposed.push(handle);
    }
    render(items: readonly DrawItem<string>[]) {
      renderer.drawn = items;
    }
    destroy() {}
  },
}));

// jsdom has no WebGL to probe: the WebGL drawer, mocked above.
vi.mock('./renderer-choice', () => ({ chooseRenderer: () => 'webgl' }));

vi.mock('./load-tile', () => ({
  loadTile: vi.fn(async () => ({ width: 256, height: 256, close: () => undefined }) as unknown as ImageBitmap),
}));

const sourceOf = (id: number, title: string, width: number): ViewerSource => ({
  title,
  canvas: { width, height: 1 },
  pictures: [
    {
      id,
      name: title,
      pyramid: { width: 1000 * width, height: 1000, tileSize: 254, overlap: 1, maxLevel: 10 },
      rect: { x: 0, y: 0, width, height: 1 },
      tileUrlTemplate: `http://t/${id}_files/{level}/{col}_{row}.jpeg`,
    },
  ],
});
const first = sourceOf(1, 'First', 4 / 3);
const second = sourceOf(2, 'Second', 2);
const viewport = { width: 800, height: 600 };

let frames: FrameRequestCallback[] = [];
let container: HTMLDivElement;
let viewer: MountedViewer;

/** Lets tiles arrive and draws frames until none is asked for. */
const settle = async () => {
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const due = frames;
    frames = [];
    for (const frame of due) frame(performance.now());
  }
};
const drawnPictures = () => new Set(renderer.drawn.map((item) => item.picture));
const requestsFor = (picture: number) =>
  vi.mocked(loadTile).mock.calls.filter(([url]) => url.startsWith(`http://t/${picture}_files/`)).length;

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal(
    'ResizeObserver',
    // As in browsers, an observed element is reported once as it starts being observed.
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        queueMicrotask(() => this.callback());
      }
      disconnect() {}
    },
  );
  container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: viewport.width });
  Object.defineProperty(container, 'clientHeight', { value: viewport.height });
  document.body.append(container);
  viewer = mountViewer(container, first, { label: first.title });
});

afterEach(() => {
  viewer.destroy();
  container.remove();
  vi.unstubAllGlobals();
  vi.mocked(loadTile).mockClear();
  renderer.disposed = [];
  frames = [];
});

describe('mountViewer setSource', () => {
  it('shows the other source in the same canvas, fitted, and names the canvas after it', async () => {
    await settle();
    expect(drawnPictures()).toEqual(new Set([1]));
    const canvas = viewer.canvas;
    viewer.setSource(second);
    await settle();
    expect(viewer.canvas).toBe(canvas);
    expect(container.querySelectorAll('canvas')).toHaveLength(1);
    expect(canvas.getAttribute('aria-label')).toBe('Second');
    expect(drawnPictures()).toEqual(new Set([2]));
    expect(viewer.stats().camera).toEqual(fitCamera(second.canvas, viewport));
    expect(viewer.stats().sharp).toBe(true);
  });

  it('keeps the tiles of the source before: coming back draws them without fetching again', async () => {
    await settle();
    const fetched = requestsFor(1);
    expect(fetched).toBeGreaterThan(0);
    viewer.setSource(second);
    await settle();
    viewer.setSource(first);
    await settle();
    expect(requestsFor(1)).toBe(fetched);
    expect(renderer.disposed).toEqual([]);
    expect(drawnPictures()).toEqual(new Set([1]));
    expect(viewer.stats().sharp).toBe(true);
  });

  it('opens the other source at a given camera, within its bounds', async () => {
    const camera = { centerX: 1.5, centerY: 0.25, zoom: 2000 };
    viewer.setSource(second, camera);
    await settle();
    expect(viewer.stats().camera).toEqual(camera);
  });
});

describe('mountViewer requests', () => {
  it('reports the views it is moved to, not the one it opens at (the page asked for that one)', async () => {
    viewer.destroy();
    const onViewChange = vi.fn();
    viewer = mountViewer(container, first, { label: first.title, onViewChange });
    await settle();
    expect(onViewChange).not.toHaveBeenCalled();
    viewer.apply({ kind: 'pan', dx: 40, dy: 0 });
    await settle();
    expect(onViewChange).toHaveBeenCalledTimes(1);
    expect(onViewChange.mock.calls[0]?.[0]).toEqual(viewer.stats().camera);
    expect(viewer.stats().camera).not.toEqual(fitCamera(first.canvas, viewport));
  });

  it('asks for the opening view as it mounts and for a moved view as it moves, each before its frame', async () => {
    expect(frames).toHaveLength(1); // the first frame is not drawn yet…
    expect(requestsFor(1)).toBeGreaterThan(0); // …and its tiles are asked for already
    viewer.destroy();
    const wide = sourceOf(3, 'Big', 4 / 3);
    const pyramid = { width: 8000, height: 6000, tileSize: 254, overlap: 1, maxLevel: 13 };
    const big = { ...wide, pictures: wide.pictures.map((picture) => ({ ...picture, pyramid })) };
    viewer = mountViewer(container, big, { label: big.title });
    await settle();
    const before = requestsFor(3);
    viewer.apply({ kind: 'zoom', factor: 4, x: 100, y: 100 });
    expect(frames).toHaveLength(1);
    expect(requestsFor(3)).toBeGreaterThan(before);
  });
});
