import { createHash } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { ObjectStore } from '../../src/server/storage/object-store';
import { openObjectStore } from '../../src/server/storage/open-store';

/** The `api-s3` project sets this: test servers keep originals and media in S3 (s3rver) instead of DATA_DIR. */
export const onS3 = () => process.env.IZOOM_TEST_STORAGE === 's3';

/**
 * The storage variables of a test server whose data folder is `dataDir`: none for the local default; on S3 a
 * bucket of its own, named after the folder, so that a server started again on the same folder finds it.
 */
export async function testStorageEnv(dataDir: string): Promise<Record<string, string>> {
  if (!onS3()) return {};
  const endpoint = inject('s3Endpoint');
  const bucket = `izoom-${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (err) {
    if ((err as Error).name !== 'BucketAlreadyOwnedByYou' && (err as Error).name !== 'BucketAlreadyExists') throw err;
  } finally {
    client.destroy();
  }
  return { STORAGE_URL: `s3://${bucket}/izoom`, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' };
}

/** The store of the test server on `dataDir`, to look inside (or plant files) while no server holds it open. */
export async function testStore(dataDir: string): Promise<ObjectStore> {
  const config = loadConfig({ DATA_DIR: dataDir, ...(await testStorageEnv(dataDir)) });
  return openObjectStore(config.storage, config.dataDir);
}
