import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The S3-compatible server of the `api-s3` project's run. */
    s3Endpoint: string;
  }
}

/**
 * Vitest global setup of the `api-s3` project: a real S3 server process (s3rver) on a free loopback port, its
 * buckets in a temporary folder, for the whole run. Each test server makes a bucket of its own in it.
 */
export default async function startS3Server(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), 'izoom-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
}
