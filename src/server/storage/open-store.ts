import type { StorageSettings } from '../config';
import { LocalStore } from './local-store';
import type { ObjectStore } from './object-store';

/** The store the configuration names; the S3 client is loaded only when it is used. */
export async function openObjectStore(settings: StorageSettings, dataDir: string): Promise<ObjectStore> {
  if (settings.kind === 'local') return new LocalStore(dataDir);
  const { S3Store } = await import('./s3-store');
  const store = new S3Store(settings);
  await store.check();
  return store;
}
