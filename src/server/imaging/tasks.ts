import type { DemoPictureKind } from './demo-pictures';
import type { RenderedPosters } from './posters';
import type { PyramidResult, PyramidTask } from './pyramid';

/** The work an imaging worker process does, and what each kind answers. */
export type ImagingTask =
  | ({ kind: 'pyramid' } & PyramidTask)
  | { kind: 'posters'; input: string; outDir: string; widths: number[]; maxPixels: number }
  | { kind: 'demo-picture'; picture: DemoPictureKind; width: number; height: number; outFile: string };

export interface ImagingResults {
  pyramid: PyramidResult;
  posters: RenderedPosters;
  'demo-picture': null;
}

export type ImagingResult<T extends ImagingTask> = ImagingResults[T['kind']];

/** Messages from the worker process to the pool. */
export type WorkerMessage =
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; message: string };
