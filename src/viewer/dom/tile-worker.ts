// A tile worker: fetches and decodes tiles away from the page's main thread, so a busy frame there does not
// hold up the next request, and hands each bitmap over without a copy.
import { type FromTileWorker, fetchTile, type ToTileWorker } from './fetch-tile';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToTileWorker>) => void) | null;
  postMessage(message: FromTileWorker, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
const loads = new Map<number, AbortController>();

const load = async (id: number, url: string): Promise<void> => {
  const controller = new AbortController();
  loads.set(id, controller);
  try {
    const bitmap = await fetchTile(url, controller.signal);
    if (loads.get(id) === controller) scope.postMessage({ id, bitmap }, [bitmap]);
    else bitmap.close();
  } catch (error) {
    if (loads.get(id) === controller) scope.postMessage({ id, error: String((error as Error)?.message ?? error) });
  } finally {
    if (loads.get(id) === controller) loads.delete(id);
  }
};

scope.onmessage = ({ data }) => {
  if ('load' in data) void load(data.load, data.url);
  else {
    loads.get(data.abort)?.abort();
    loads.delete(data.abort);
  }
};
scope.postMessage({ ready: true });
