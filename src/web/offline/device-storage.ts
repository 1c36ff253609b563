/** What this device lets the app store: free bytes (quota minus usage), or null where the browser does not say. */
export async function freeStorage(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (!estimate?.quota) return null;
  return Math.max(0, estimate.quota - (estimate.usage ?? 0));
}

/** Asks that saved albums survive storage pressure (the browser may say no): true when they will. */
export async function askPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist().catch(() => false);
}
