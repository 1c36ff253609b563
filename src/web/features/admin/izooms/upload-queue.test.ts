import { describe, expect, it } from 'vitest';
import { isBusy, kindOf, nextWaiting, type QueuedFile, uploadQueue } from './upload-queue';

const files = [
  { key: 'a', name: 'one.jpg', size: 100, type: 'image/jpeg' },
  { key: 'b', name: 'Pictures.ZIP', size: 5000 },
  { key: 'c', name: 'notes.txt', size: 10, type: 'text/plain' },
];

describe('the upload queue', () => {
  it('tells zips from pictures by name or type, and leaves the rest to the server', () => {
    expect(files.map(kindOf)).toEqual(['picture', 'zip', 'picture']);
    expect(kindOf({ name: 'x', type: 'application/x-zip-compressed' })).toBe('zip');
  });

  it('sends files one by one in the order they came, with progress, and keeps why each was refused', () => {
    let queue: QueuedFile[] = uploadQueue([], { type: 'add', files });
    expect(nextWaiting(queue)?.key).toBe('a');
    queue = uploadQueue(queue, { type: 'start', key: 'a' });
    queue = uploadQueue(queue, { type: 'progress', key: 'a', sent: 50, total: 100 });
    expect(queue[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    queue = uploadQueue(queue, { type: 'done', key: 'a', added: 1, skipped: [] });
    expect(nextWaiting(queue)?.key).toBe('b');
    queue = uploadQueue(queue, { type: 'start', key: 'b' });
    queue = uploadQueue(queue, {
      type: 'done',
      key: 'b',
      added: 2,
      skipped: [{ name: 'x.txt', reason: 'not a picture' }],
    });
    queue = uploadQueue(queue, { type: 'start', key: 'c' });
    queue = uploadQueue(queue, { type: 'refused', key: 'c', reason: 'notes.txt is not a picture' });
    expect(queue.map((f) => [f.status, f.progress, f.reason ?? f.added])).toEqual([
      ['done', 1, 1],
      ['done', 1, 2],
      ['refused', 0, 'notes.txt is not a picture'],
    ]);
    expect(queue[1].skipped).toHaveLength(1);
    expect(isBusy(queue)).toBe(false);
  });

  it('never reports more than all or a made-up total, and clears only finished files', () => {
    let queue = uploadQueue([], { type: 'add', files: files.slice(0, 2) });
    queue = uploadQueue(queue, { type: 'progress', key: 'a', sent: 300, total: 100 });
    expect(queue[0].progress).toBe(1);
    queue = uploadQueue(queue, { type: 'progress', key: 'a', sent: 300, total: 0 });
    expect(queue[0].progress).toBe(0);
    queue = uploadQueue(queue, { type: 'done', key: 'a', added: 1, skipped: [] });
    expect(isBusy(queue)).toBe(true);
    expect(uploadQueue(queue, { type: 'clear' }).map((f) => f.key)).toEqual(['b']);
  });
});
