import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One finding of the Khronos glTF validator. */
export interface ValidatorIssue {
  code: string;
  message: string;
  /** 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
  pointer?: string;
}

export interface ValidatorReport {
  issues: { numErrors: number; messages: ValidatorIssue[] };
  info?: { resources?: { pointer: string; image?: { width: number; height: number } }[] };
}

export type Validation = { report: ValidatorReport } | { failure: string };

const MAX_ISSUES = 20;
/** Heap of the validator's thread; the file itself sits outside it. */
const HEAP_MB = 512;

const VALIDATOR = createRequire(import.meta.url).resolve('gltf-validator');

// A script, not a module file: it runs the same from the TypeScript sources and from any build.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.validator)
  .validateBytes(workerData.bytes, workerData.options)
  .then((report) => parentPort.postMessage({ report }), (error) => parentPort.postMessage({ failure: String(error) }));
`;

const OPTIONS = {
  format: 'glb',
  maxIssues: MAX_ISSUES,
  writeTimestamp: false,
  // Images the viewer could not decode are errors here, not warnings.
  severityOverrides: { IMAGE_UNRECOGNIZED_FORMAT: 0, IMAGE_FEATURES_UNSUPPORTED: 0 },
};

let running: Promise<unknown> = Promise.resolve();

/** Runs the validator in a thread of its own: it may take `seconds` and a bounded heap, then it is stopped. */
const validateInThread = (bytes: Uint8Array, seconds: number): Promise<Validation> =>
  new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { validator: VALIDATOR, bytes, options: OPTIONS },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    const finish = (outcome: Validation) => {
      clearTimeout(timer);
      resolve(outcome);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish({ failure: `checking it took longer than ${seconds} seconds` }),
      seconds * 1000,
    );
    worker.once('message', (message: Validation) => finish(message));
    worker.once('error', (error: Error & { code?: string }) =>
      finish({
        failure:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'it is too large to check' : `it cannot be checked (${error})`,
      }),
    );
    worker.once('exit', () => finish({ failure: 'it cannot be checked (the validator stopped)' }));
  });

/** The Khronos glTF validator's report on a GLB, one file at a time, within `seconds`. */
export const validateGlb = (bytes: Uint8Array, seconds: number): Promise<Validation> => {
  const turn = running.then(() => validateInThread(bytes, seconds));
  running = turn.catch(() => undefined);
  return turn;
};
