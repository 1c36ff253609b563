import { useEffect, useSyncExternalStore } from 'react';

// Whether the toasts' and dialogs' hosts are wanted yet. They load on the first toast or dialog, or on the
// person's first press of a pointer or a key, so that a page's start does not share its first moments with them
// (on a phone, rendering Mantine's modal and notification hosts is a long task of its own).
let wanted = false;
const listeners = new Set<() => void>();

/** Called by every toast and dialog, and on the first action: from then on the hosts are mounted. */
export const wantNoticeHosts = (): void => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const FIRST_ACTIONS = ['pointerdown', 'keydown'] as const;

/** True once a toast or a dialog has been asked for, or the person first acted on the page. */
export const useNoticeHostsWanted = (): boolean => {
  useEffect(() => {
    if (wanted) return;
    for (const type of FIRST_ACTIONS) window.addEventListener(type, wantNoticeHosts, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, wantNoticeHosts, { capture: true });
    };
  }, []);
  return useSyncExternalStore(subscribe, () => wanted);
};
