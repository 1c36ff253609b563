import type { ModalsProviderProps } from '@mantine/modals';
import { lazy, useEffect } from 'react';

// The dialogs' host (Mantine's ModalsProvider and the modal code it brings) loads after the first paint. A
// dialog opened before it listens waits for it: Mantine's `modals` only reach a provider that is mounted.
let hostReady: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  hostReady = resolve;
});

/** Mantine's `modals`, once the host listens for them. */
export const loadModals = () => mounted.then(() => import('@mantine/modals')).then((m) => m.modals);

/** Tells `loadModals` the host listens: a child's effect runs before its parent's, hence the next task. */
const Ready = () => {
  useEffect(() => void setTimeout(hostReady, 0), []);
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
