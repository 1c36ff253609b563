import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import FilesystemStore from 's3rver/lib/stores/filesystem.js';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The S3-compatible server of the `api-s3` project's run. */
    s3Endpoint: string;
  }
}

/**
 * s3rver 3.7 lists with a delimiter wrongly: it skips folders below the first level under the prefix, so a key
 * two levels down (`i/3/t-key/a.jpeg` under `i/`) yields no common prefix `i/3/`, where S3 answers one. The
 * listing is redone here the way S3 does it: everything under the prefix, grouped at the first delimiter.
 */
function listLikeS3() {
  const listObjects = FilesystemStore.prototype.listObjects;
  FilesystemStore.prototype.listObjects = async function (bucket, options) {
    const { delimiter, prefix = '', maxKeys = Number.POSITIVE_INFINITY } = options;
    if (!delimiter) return listObjects.call(this, bucket, options);
    const all = await listObjects.call(this, bucket, { ...options, delimiter: '', maxKeys: Number.POSITIVE_INFINITY });
    const commonPrefixes = new Set<string>();
    const objects = all.objects.filter((object) => {
      const at = object.key.indexOf(delimiter, prefix.length);
      if (at !== -1) commonPrefixes.add(object.key.slice(0, at + delimiter.length));
      return at === -1;
    });
    return {
      objects: objects.slice(0, maxKeys),
      commonPrefixes: [...commonPrefixes].sort(),
      isTruncated: objects.length > maxKeys,
    };
  };
}

/**
 * Vitest global setup of the `api-s3` project: a real S3 server process (s3rver) on a free loopback port, its
 * buckets in a temporary folder, for the whole run. Each test server makes a bucket of its own in it.
 */
export default async function startS3Server(project: TestProject) {
  listLikeS3();
  const directory = mkdtempSync(path.join(tmpdir(), 'izoom-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
}
