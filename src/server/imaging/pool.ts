import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImagingResult, ImagingTask, WorkerMessage } from './tasks';

export class TaskAbortedError extends Error {
  constructor() {
    super('Stopped');
  }
}

interface Pending {
  id: number;
  task: ImagingTask;
  resolve: (value: never) => void;
  reject: (err: Error) => void;
  onProgress?: (fraction: number) => void;
  aborted: boolean;
  detach: () => void;
}

interface Slot {
  child?: ChildProcess;
  current?: Pending;
  idle?: NodeJS.Timeout;
}

/** An idle worker exits after this long, giving back what libvips kept; the next task forks a fresh one. */
const IDLE_EXIT_MS = 30_000;

const self = fileURLToPath(import.meta.url);
// Beside this file, in the same language: run through tsx when we are TypeScript.
const workerFile = path.join(path.dirname(self), `worker-process${path.extname(self)}`);

/**
 * A fixed number of imaging worker processes, forked when first needed. Tasks queue in order;
 * aborting a running task kills its process (so a stop takes milliseconds) and settles once it is gone.
 */
export class ImagingPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(size: number) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({}));
  }

  get size(): number {
    return this.slots.length;
  }

  run<T extends ImagingTask>(
    task: T,
    options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
  ): Promise<ImagingResult<T>> {
    const { signal, onProgress } = options;
    if (this.closed) return Promise.reject(new Error('The imaging pool is closed'));
    if (signal?.aborted) return Promise.reject(new TaskAbortedError());
    return new Promise<ImagingResult<T>>((resolve, reject) => {
      const onAbort = () => this.abort(pending);
      const pending: Pending = {
        id: this.nextId++,
        task,
        resolve: resolve as (value: never) => void,
        reject,
        onProgress,
        aborted: false,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(pending);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) this.settle(pending, new Error('The server is shutting down'));
    await Promise.all(this.slots.map((slot) => this.kill(slot)));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current) continue;
      clearTimeout(slot.idle);
      if (this.queue.length === 0) {
        if (slot.child && !this.closed) slot.idle = setTimeout(() => void this.kill(slot), IDLE_EXIT_MS).unref();
        continue;
      }
      const pending = this.queue.shift() as Pending;
      slot.current = pending;
      this.childOf(slot).send({ id: pending.id, task: pending.task });
    }
  }

  private childOf(slot: Slot): ChildProcess {
    if (slot.child) return slot.child;
    const child = fork(workerFile, [], {
      execArgv: workerFile.endsWith('.ts') ? ['--import', 'tsx'] : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    slot.child = child;
    child.on('message', (message: WorkerMessage) => {
      const pending = slot.current;
      if (!pending || pending.id !== message.id || pending.aborted) return;
      if (message.type === 'progress') {
        pending.onProgress?.(message.fraction);
        return;
      }
      slot.current = undefined;
      this.settle(pending, message.type === 'failed' ? new Error(message.message) : undefined, message);
      this.dispatch();
    });
    child.on('exit', (code, signal) => {
      if (slot.child === child) slot.child = undefined;
      const pending = slot.current;
      slot.current = undefined;
      if (pending) {
        this.settle(
          pending,
          pending.aborted
            ? new TaskAbortedError()
            : new Error(`The imaging worker stopped unexpectedly (${signal ?? `exit code ${code}`})`),
        );
      }
      if (!this.closed) this.dispatch();
    });
    return child;
  }

  private abort(pending: Pending): void {
    const queued = this.queue.indexOf(pending);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.settle(pending, new TaskAbortedError());
      return;
    }
    const slot = this.slots.find((s) => s.current === pending);
    if (!slot) return;
    pending.aborted = true;
    // Settled by the exit handler, once nothing can write any more.
    slot.child?.kill('SIGKILL');
  }

  private kill(slot: Slot): Promise<void> {
    clearTimeout(slot.idle);
    const child = slot.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  private settle(pending: Pending, error?: Error, message?: WorkerMessage): void {
    pending.detach();
    if (error) pending.reject(error);
    else pending.resolve((message as { result?: unknown } | undefined)?.result as never);
  }
}
