// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTile, recentTileUrls, recordTileUrls } from './load-tile';

const bitmap = { close: () => undefined } as unknown as ImageBitmap;

describe('the record of loaded tiles', () => {
  afterEach(() => {
    recordTileUrls(false);
    vi.unstubAllGlobals();
  });

  it('is kept only while recording, and stopping forgets it', async () => {
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal('fetch', async () => new Response(new Uint8Array([1]), { headers: { 'content-type': 'image/png' } }));
    vi.stubGlobal('createImageBitmap', async () => bitmap);
    const signal = new AbortController().signal;

    await loadTile('/media/i/1/a/0_files/9/0_0.jpeg', signal);
    expect(recentTileUrls()).toEqual([]);

    recordTileUrls(true);
    await loadTile('/media/i/1/a/0_files/9/1_0.jpeg', signal);
    await loadTile('/media/i/1/a/0_files/9/0_1.jpeg', signal);
    await loadTile('/media/i/1/a/0_files/9/1_0.jpeg', signal);
    expect(recentTileUrls()).toEqual([
      `${document.baseURI.replace(/\/$/, '')}/media/i/1/a/0_files/9/0_1.jpeg`,
      `${document.baseURI.replace(/\/$/, '')}/media/i/1/a/0_files/9/1_0.jpeg`,
    ]);

    recordTileUrls(false);
    expect(recentTileUrls()).toEqual([]);
    await loadTile('/media/i/1/a/0_files/9/1_1.jpeg', signal);
    expect(recentTileUrls()).toEqual([]);
  });
});
