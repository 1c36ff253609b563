import type { ModalsProviderProps } from '@mantine/modals';
import { lazy, useEffect } from 'react';
import { wantNoticeHosts } from './host-demand';

// The dialogs' host (Mantine's ModalsProvider and the modal code it brings) loads on first use. A
// dialog opened before it listens waits for it: Mantine's `modals` only reach a provider that is mounted.
const waitForHost = () => {
  let ready: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => {
    ready = resolve;
  });
  return { listening, ready, told: false };
};
let host = waitForHost();

/** Mantine's `modals`, once a host listens for them (where the host waits for its first use, this is it). */
export const loadModals = () => {
  wantNoticeHosts();
  return host.listening.then(() => import('@mantine/modals')).then((m) => m.modals);
};

/**
 * Tells `loadModals` the host listens: a child's effect runs before its parent's, hence the next task. A host
 * that goes away after telling takes its word back, so later dialogs wait for the next one.
 */
const Ready = () => {
  useEffect(() => {
    const tell = setTimeout(() => {
      host.ready();
      host.told = true;
    }, 0);
    return () => {
      clearTimeout(tell);
      if (host.told) host = waitForHost();
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
