import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FromTileWorker, ToTileWorker } from './fetch-tile';

const fetchTile = vi.hoisted(() => vi.fn());
vi.mock('./fetch-tile', () => ({ fetchTile }));

/** Starts the worker script on a fake `self`; answers what it posts and a way to send it messages. */
const startWorker = async () => {
  const posted: { message: FromTileWorker; transfer?: Transferable[] }[] = [];
  const scope = {
    onmessage: null as ((event: { data: ToTileWorker }) => void) | null,
    postMessage: (message: FromTileWorker, transfer?: Transferable[]) => posted.push({ message, transfer }),
  };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('./tile-worker');
  const send = (data: ToTileWorker) => scope.onmessage?.({ data });
  return { posted, send };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  fetchTile.mockReset();
});

describe('the tile worker', () => {
  it('says it is ready, then sends each tile back as a transferred bitmap', async () => {
    const bitmap = { close: vi.fn() };
    fetchTile.mockResolvedValue(bitmap);
    const { posted, send } = await startWorker();
    expect(posted[0].message).toEqual({ ready: true });
    send({ load: 7, url: 'http://x/a.jpg' });
    await settle();
    expect(fetchTile).toHaveBeenCalledWith('http://x/a.jpg', expect.any(AbortSignal));
    expect(posted[1]).toEqual({ message: { id: 7, bitmap }, transfer: [bitmap] });
  });

  it('reports a failure by its message', async () => {
    fetchTile.mockRejectedValue(new Error('Tile http://x/a.jpg: HTTP 404'));
    const { posted, send } = await startWorker();
    send({ load: 1, url: 'http://x/a.jpg' });
    await settle();
    expect(posted[1].message).toEqual({ id: 1, error: 'Tile http://x/a.jpg: HTTP 404' });
  });

  it('aborts a dropped load and sends nothing for it, closing a bitmap that came anyway', async () => {
    const bitmap = { close: vi.fn() };
    let signal: AbortSignal | undefined;
    let finish: (value: unknown) => void = () => undefined;
    fetchTile.mockImplementation((_url: string, s: AbortSignal) => {
      signal = s;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { posted, send } = await startWorker();
    send({ load: 1, url: 'http://x/a.jpg' });
    send({ abort: 1 });
    expect(signal?.aborted).toBe(true);
    finish(bitmap);
    await settle();
    expect(posted).toHaveLength(1);
    expect(bitmap.close).toHaveBeenCalled();
  });
});
