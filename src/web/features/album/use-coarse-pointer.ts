import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Whether the main pointer is a finger (a phone, a tablet): touch words then, not mouse and keys. */
export const useCoarsePointer = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
