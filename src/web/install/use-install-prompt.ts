import { useSyncExternalStore } from 'react';
import { type InstallPrompt, installPrompt } from './install-prompt';

const NONE: InstallPrompt = {
  available: () => false,
  subscribe: () => () => undefined,
  install: async () => 'unavailable',
};

/** Whether the browser offers to install the app, and the call that shows its dialog. */
export function useInstallPrompt(prompt: InstallPrompt = installPrompt ?? NONE) {
  const available = useSyncExternalStore(prompt.subscribe, prompt.available, () => false);
  return { available, install: prompt.install };
}
