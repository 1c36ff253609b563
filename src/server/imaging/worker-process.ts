/**
 * An imaging worker: a child process the pool forks, so a stop can end a libvips run at once
 * (by killing the process) and a crash in a decoder never takes the server down.
 */
import { renderDemoPicture } from './demo-pictures';
import { renderPosters } from './posters';
import { buildPyramid } from './pyramid';
import { reasonOf } from './sharp';
import type { ImagingTask, WorkerMessage } from './tasks';

const send = (message: WorkerMessage) => process.send?.(message);

async function run(id: number, task: ImagingTask): Promise<unknown> {
  const progress = (fraction: number) => send({ type: 'progress', id, fraction });
  switch (task.kind) {
    case 'pyramid':
      return buildPyramid(task, progress);
    case 'posters':
      return renderPosters(task.input, task.outDir, task.widths, task.maxPixels);
    case 'demo-picture':
      await renderDemoPicture(task.picture, task.width, task.height, task.outFile, progress);
      return null;
  }
}

process.on('message', (message: { id: number; task: ImagingTask }) => {
  run(message.id, message.task).then(
    (result) => send({ type: 'done', id: message.id, result }),
    (err: unknown) => send({ type: 'failed', id: message.id, message: reasonOf(err) }),
  );
});
// The server went away (even by SIGKILL): nothing left to work for.
process.on('disconnect', () => process.exit(0));
