/** Chromium's offer to install the app (not in the DOM typings): it can be shown once. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPrompt {
  /** Whether the browser offers installation now. */
  available(): boolean;
  subscribe(listener: () => void): () => void;
  /** Shows the browser's install dialog; the offer is used up whatever the choice. */
  install(): Promise<InstallOutcome>;
}

/**
 * Where public/app-start.js keeps an offer made before the app's scripts have run (they are fetched once the splash
 * has painted, and Chromium makes its offer once a page load).
 */
export const EARLY_OFFER = 'izoomEarlyInstallOffer';

/**
 * Keeps the browser's offer, `beforeinstallprompt`, for a button to show it later, taking one the page kept before
 * (`EARLY_OFFER`); `appinstalled` withdraws it.
 */
export function watchInstallPrompt(target: EventTarget): InstallPrompt {
  let offer = (target as { [EARLY_OFFER]?: BeforeInstallPromptEvent })[EARLY_OFFER] ?? null;
  const listeners = new Set<() => void>();
  const set = (next: BeforeInstallPromptEvent | null) => {
    offer = next;
    for (const listener of listeners) listener();
  };
  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this, Chromium may show its own banner instead of leaving the choice of moment to the app.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));
  return {
    available: () => offer !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async install() {
      const shown = offer;
      if (!shown) return 'unavailable';
      set(null);
      try {
        await shown.prompt();
        return (await shown.userChoice).outcome;
      } catch {
        return 'unavailable';
      }
    },
  };
}

/**
 * The app's one watcher, made as the app's entry runs (index.html loads this module before the app's own), because
 * Chromium makes its offer once per page load, possibly before the header's code has arrived.
 */
export const installPrompt: InstallPrompt | undefined =
  typeof window === 'undefined' ? undefined : watchInstallPrompt(window);
