import { useSyncExternalStore } from 'react';
import { appUpdates } from './updates';

const never = () => () => undefined;

/** Whether a new version of the app waits to be loaded. */
export function useUpdateWaiting(): boolean {
  const updates = appUpdates();
  return useSyncExternalStore(
    updates?.subscribe ?? never,
    () => updates?.waiting() ?? false,
    () => false,
  );
}
