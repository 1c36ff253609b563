import type { SkippedFile } from '../../../../shared/schemas/izooms';

/** One dropped file on its way to the izoom: a picture, or a zip of pictures. */
export interface QueuedFile {
  key: string;
  name: string;
  size: number;
  kind: 'picture' | 'zip';
  status: 'waiting' | 'uploading' | 'done' | 'refused';
  /** 0..1 of its bytes sent. */
  progress: number;
  /** Why the server refused it (its own message). */
  reason?: string;
  /** How many pictures it added. */
  added?: number;
  /** Files of a zip the server skipped, each with why. */
  skipped?: SkippedFile[];
}

export type QueueAction =
  | { type: 'add'; files: { key: string; name: string; size: number; type?: string }[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; sent: number; total: number }
  | { type: 'done'; key: string; added: number; skipped: SkippedFile[] }
  | { type: 'refused'; key: string; reason: string }
  | { type: 'clear' };

/** A zip by its type or name; everything else goes up as a picture (the server checks the content). */
export const kindOf = (file: { name: string; type?: string }): QueuedFile['kind'] =>
  /\.zip$/i.test(file.name) || /zip/.test(file.type ?? '') ? 'zip' : 'picture';

const patch = (queue: QueuedFile[], key: string, change: Partial<QueuedFile>) =>
  queue.map((item) => (item.key === key ? { ...item, ...change } : item));

export const uploadQueue = (queue: QueuedFile[], action: QueueAction): QueuedFile[] => {
  switch (action.type) {
    case 'add':
      return [
        ...queue,
        ...action.files.map((file) => ({
          key: file.key,
          name: file.name,
          size: file.size,
          kind: kindOf(file),
          status: 'waiting' as const,
          progress: 0,
        })),
      ];
    case 'start':
      return patch(queue, action.key, { status: 'uploading', progress: 0 });
    case 'progress':
      return patch(queue, action.key, { progress: action.total > 0 ? Math.min(1, action.sent / action.total) : 0 });
    case 'done':
      return patch(queue, action.key, { status: 'done', progress: 1, added: action.added, skipped: action.skipped });
    case 'refused':
      return patch(queue, action.key, { status: 'refused', reason: action.reason });
    case 'clear':
      return queue.filter((item) => item.status === 'waiting' || item.status === 'uploading');
  }
};

/** The next file to send, in the order they were dropped. */
export const nextWaiting = (queue: QueuedFile[]): QueuedFile | undefined => queue.find((f) => f.status === 'waiting');

export const isBusy = (queue: QueuedFile[]): boolean =>
  queue.some((f) => f.status === 'waiting' || f.status === 'uploading');
