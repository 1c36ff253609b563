import type { ModalsProviderProps } from '@mantine/modals';
import { lazy, useEffect } from 'react';

// The dialogs' host (Mantine's ModalsProvider and the modal code it brings) loads after the first paint. A
// dialog opened before it listens waits for it: Mantine's `modals` only reach a provider that is mounted.
const waitForHost = () => {
  let ready: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => {
    ready = resolve;
  });
  return { listening, ready };
};
let host = waitForHost();

/** Mantine's `modals`, once a host listens for them. */
export const loadModals = () => host.listening.then(() => import('@mantine/modals')).then((m) => m.modals);

/**
 * Tells `loadModals` the host listens: a child's effect runs before its parent's, hence the next task. A host
 * that goes away takes its word back, so dialogs wait for the next one.
 */
const Ready = () => {
  useEffect(() => {
    const told = setTimeout(host.ready, 0);
    return () => {
      clearTimeout(told);
      host = waitForHost();
    };
  }, []);
  return null;
};

export const ModalsHost = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  return {
    default: (props: Omit<ModalsProviderProps, 'children'>) => (
      <ModalsProvider {...props}>
        <Ready />
      </ModalsProvider>
    ),
  };
});
