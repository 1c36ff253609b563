import { describe, expect, it, vi } from 'vitest';
import { fitCamera, zoomAt } from './camera';
import { ViewerEngine } from './engine';
import { nativeZoom, planFrame } from './frame-plan';
import type { ViewerSource } from './izoom-source';
import type { DrawItem } from './scene-hooks';
import { tileKey } from './tile-id';
import { tileRectOf } from './tile-rect';

const source: ViewerSource = {
  title: 'one',
  canvas: { width: 4 / 3, height: 1 },
  pictures: [
    {
      id: 7,
      name: 'a',
      pyramid: { width: 1000, height: 750, tileSize: 254, overlap: 1, maxLevel: 10 },
      rect: { x: 0, y: 0, width: 4 / 3, height: 1 },
      tileUrlTemplate: 'http://t/7_files/{level}/{col}_{row}.jpeg',
    },
  ],
};
/** The same place on the canvas, 8000 × 6000 pixels: fitting it shows level 10 of 13. */
const big: ViewerSource = {
  ...source,
  pictures: [
    {
      ...(source.pictures[0] as ViewerSource['pictures'][0]),
      pyramid: { width: 8000, height: 6000, tileSize: 254, overlap: 1, maxLevel: 13 },
    },
  ],
};
const viewport = { width: 800, height: 600 };
const home = fitCamera(source.canvas, viewport);
const fakeBitmap = () => ({ width: 256, height: 256, close: vi.fn() }) as unknown as ImageBitmap;

const setup = (cacheBytes?: number, shown: ViewerSource = source, now?: () => number) => {
  const uploads: string[] = [];
  const disposed: string[] = [];
  let drawn: readonly DrawItem<string>[] = [];
  const requested: string[] = [];
  const engine = new ViewerEngine<string>({
    source: shown,
    cacheBytes,
    now,
    hooks: {
      upload: (id) => {
        uploads.push(tileKey(id));
        return { handle: tileKey(id), bytes: 256 * 256 * 4 };
      },
      dispose: (handle) => disposed.push(handle),
      render: (items) => {
        drawn = items;
      },
    },
    loadTile: async (url) => {
      requested.push(url);
      return fakeBitmap();
    },
  });
  const settle = async (camera = home, frames = 10) => {
    let stats = engine.frame(camera, viewport, 1);
    for (let i = 0; i < frames; i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      stats = engine.frame(camera, viewport, 1);
    }
    return stats;
  };
  return { engine, uploads, disposed, requested, settle, drawn: () => drawn };
};

describe('frame plan', () => {
  it('wants the base tile first, then the sharp level centre-first, and draws only what is ready', () => {
    const plan = planFrame(source, home, viewport, 1, () => false);
    expect(plan.wanted.map(tileKey)).toEqual([
      '7/8/0_0',
      ...['1_1', '2_1', '1_0', '2_0', '1_2', '2_2', '0_1', '3_1', '0_0', '0_2', '3_0', '3_2'].map((t) => `7/10/${t}`),
    ]);
    expect(plan.draw).toEqual([]);
    expect(plan.sharp).toBe(false);
  });

  it('stands the nearest ready ancestor in for missing tiles', () => {
    const ready = new Set(['7/8/0_0', '7/9/0_0', '7/10/1_1']);
    const plan = planFrame(source, home, viewport, 1, (key) => ready.has(key));
    expect(plan.draw.map(tileKey)).toEqual(['7/8/0_0', '7/9/0_0', '7/10/1_1']);
  });

  it('takes the device pixel ratio into the native zoom', () => {
    expect(nativeZoom(source, 1)).toBeCloseTo(750, 9);
    expect(nativeZoom(source, 2)).toBeCloseTo(375, 9);
  });

  it('places a tile on the canvas without its overlap', () => {
    const placed = tileRectOf(source.pictures[0] as (typeof source.pictures)[0], {
      picture: 7,
      level: 10,
      col: 1,
      row: 0,
    });
    expect(placed.rect.x).toBeCloseTo(254 / 750, 12);
    expect(placed.rect.width).toBeCloseTo(254 / 750, 12);
    expect(placed.uv.u0).toBeCloseTo(1 / 256, 12);
    expect(placed.uv.u1).toBeCloseTo(255 / 256, 12);
    expect(placed.uv.v0).toBe(0);
    expect(placed.uv.v1).toBeCloseTo(254 / 255, 12);
    expect(placed.layer).toBe(10);
  });
});

describe('ViewerEngine', () => {
  it('fetches, uploads at most 4 a frame, and becomes sharp', async () => {
    const { engine, uploads, requested, settle, drawn } = setup();
    engine.frame(home, viewport, 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stats = engine.frame(home, viewport, 1);
    expect(uploads).toHaveLength(4);
    expect(stats.sharp).toBe(false);
    const settled = await settle();
    expect(settled.sharp).toBe(true);
    expect(requested).toContain('http://t/7_files/10/3_2.jpeg');
    expect(new Set(drawn().map((item) => item.key)).size).toBe(13);
    expect(settled.gpuBytes).toBe(13 * 256 * 256 * 4);
  });

  it('zooming in asks for the next level only where the view is; beyond native pixels, nothing more', async () => {
    const { requested, settle } = setup(undefined, big);
    await settle();
    expect(requested.every((url) => /\/(10|8)\//.test(url))).toBe(true);
    const before = requested.length;
    await settle(zoomAt(home, 2, { x: 200, y: 150 }, viewport));
    const finer = requested.slice(before);
    expect(finer.length).toBeGreaterThan(0);
    expect(finer.every((url) => url.includes('/7_files/11/'))).toBe(true);
    // The top-left quarter of level 11 (16 × 12 tiles) is at most 9 × 7 tiles.
    expect(finer.length).toBeLessThanOrEqual(9 * 7);
    const small = setup(undefined, source);
    await small.settle();
    const count = small.requested.length;
    await small.settle({ ...home, zoom: 750 * 4 });
    expect(small.requested.length).toBe(count);
  });

  it('keeps as many requests in flight as its sources allow: 6, or more for a source over HTTP/2', () => {
    const requested: string[] = [];
    const engine = new ViewerEngine<string>({
      source: { ...big, pictures: [] },
      hooks: { upload: () => ({ handle: '', bytes: 1 }), dispose: () => undefined },
      loadTile: (url) => {
        requested.push(url);
        return new Promise<ImageBitmap>(() => undefined);
      },
    });
    engine.addSource(big);
    const view = (isReady: (key: string) => boolean) => planFrame(big, home, viewport, 1, isReady);
    engine.run(view, () => undefined);
    expect(requested).toHaveLength(6);
    engine.addSource({ ...big, parallelRequests: 32 });
    expect(requested.length).toBeGreaterThan(6);
  });

  it('prefetch asks for a moved view at once, before its frame, and the frame asks for nothing twice', async () => {
    const { engine, requested, settle } = setup(undefined, big);
    await settle();
    const before = requested.length;
    const zoomed = zoomAt(home, 2, { x: 200, y: 150 }, viewport);
    engine.prefetch(zoomed, viewport, 1);
    await Promise.resolve();
    const early = requested.slice(before);
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((url) => url.includes('/7_files/11/'))).toBe(true);
    const stats = await settle(zoomed);
    expect(stats.sharp).toBe(true);
    const after = requested.slice(before);
    expect(new Set(after).size).toBe(after.length);
  });
  it('frees GPU textures the byte budget cannot keep, never the ones on screen', async () => {
    const { engine, disposed, settle, drawn } = setup(6 * 256 * 256 * 4);
    await settle();
    const onScreen = new Set(drawn().map((item) => item.key));
    expect(onScreen.size).toBe(13);
    const elsewhere = { ...home, zoom: 750 * 4, centerX: 0.1, centerY: 0.1 };
    await settle(elsewhere);
    expect(disposed.length).toBeGreaterThan(0);
    for (const key of drawn().map((item) => item.key)) expect(disposed).not.toContain(key);
    engine.destroy();
  });

  it('after a lost context forgets every texture and fetches again', async () => {
    const { engine, requested, settle } = setup();
    await settle();
    const before = requested.length;
    engine.textureLost();
    const stats = await settle();
    expect(requested.length).toBe(before * 2);
    expect(stats.sharp).toBe(true);
  });

  it('stops uploading for the frame once the time budget is spent, but always uploads one', async () => {
    let clock = 0;
    // Each reading of the clock costs 5 ms, so the 8 ms budget is spent after the second upload.
    const { engine, uploads } = setup(undefined, source, () => (clock += 5));
    engine.frame(home, viewport, 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    engine.frame(home, viewport, 1);
    expect(uploads).toHaveLength(2);
  });

  it('runs any plan over several sources, naming the picture of each drawn tile', async () => {
    const other: ViewerSource = {
      title: 'two',
      canvas: { width: 1, height: 1 },
      pictures: [
        { ...(source.pictures[0] as ViewerSource['pictures'][0]), id: 9, tileUrlTemplate: 'http://u/{level}' },
      ],
    };
    const { engine, requested } = setup();
    engine.addSource(other);
    const ids = [
      { picture: 7, level: 8, col: 0, row: 0 },
      { picture: 9, level: 8, col: 0, row: 0 },
    ];
    let items: { picture: number }[] = [];
    const plan = (isReady: (key: string) => boolean) => ({
      wanted: ids,
      draw: ids.filter((id) => isReady(tileKey(id))),
      sharp: ids.every((id) => isReady(tileKey(id))),
    });
    engine.run(plan, (drawn) => {
      items = drawn;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stats = engine.run(plan, (drawn) => {
      items = drawn;
    });
    expect(requested).toEqual(['http://t/7_files/8/0_0.jpeg', 'http://u/8']);
    expect(items.map((item) => item.picture)).toEqual([7, 9]);
    expect(stats.sharp).toBe(true);
  });

  it('shows another source and keeps the first source tiles for coming back', async () => {
    const { engine, requested, settle } = setup();
    await settle();
    const first = requested.length;
    const other: ViewerSource = {
      ...source,
      pictures: [
        {
          ...(source.pictures[0] as ViewerSource['pictures'][0]),
          id: 8,
          tileUrlTemplate: 'http://u/{level}/{col}_{row}',
        },
      ],
    };
    engine.show(other);
    expect(engine.source).toBe(other);
    expect((await settle()).sharp).toBe(true);
    expect(requested.slice(first).every((url) => url.startsWith('http://u/'))).toBe(true);
    const both = requested.length;
    engine.show(source);
    expect((await settle()).sharp).toBe(true);
    expect(requested.length).toBe(both);
  });
});
