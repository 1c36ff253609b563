import { Workbox } from 'workbox-window';
import { storageAllowed } from '../local-store';
import { whenPageSettles } from './when-page-settles';

/** How often a long-running page (a kiosk) asks the server for a new version. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface Updates {
  /** Whether a new version has been installed and waits for the page to reload into it. */
  waiting(): boolean;
  subscribe(listener: () => void): () => void;
  /** Looks for a new version now: true when one is installing or waiting. */
  check(): Promise<boolean>;
  /** Lets the waiting version take over and reloads into it; with none waiting, just reloads. */
  apply(): void;
}

/** The service worker's side of updates, through workbox-window: registers /sw.js and reports a waiting version. */
export function watchUpdates(wb: Workbox, reload: () => void = () => window.location.reload()): Updates {
  let isWaiting = false;
  const listeners = new Set<() => void>();
  wb.addEventListener('waiting', () => {
    isWaiting = true;
    for (const listener of listeners) listener();
  });
  // The new version controls the page only after skipWaiting: reload then, so no page mixes two builds.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) reload();
  });
  return {
    waiting: () => isWaiting,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async check() {
      try {
        await wb.update();
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(registration?.installing || registration?.waiting);
      } catch {
        // Offline or the server is down: the next check will do.
        return false;
      }
    },
    apply() {
      if (isWaiting) wb.messageSkipWaiting();
      else reload();
    },
  };
}

let updates: Updates | null = null;

/**
 * The app's one service worker: production builds only, where the browser has service workers and lets the
 * page keep anything (a frame from another site may be denied both); on a first visit, registered once the page
 * has settled.
 * `onFirstControl` runs when it first takes over a page it did not
 * control from the start.
 */
export function startServiceWorker(onFirstControl?: (worker: ServiceWorker) => void): Updates | null {
  if (updates || !import.meta.env.PROD || !storageAllowed || !('serviceWorker' in navigator)) return updates;
  if (!navigator.serviceWorker.controller && onFirstControl) {
    const taken = () => {
      const worker = navigator.serviceWorker.controller;
      if (worker) onFirstControl(worker);
    };
    navigator.serviceWorker.addEventListener('controllerchange', taken, { once: true });
  }
  const wb = new Workbox('/sw.js');
  updates = watchUpdates(wb);
  const register = (immediate: boolean) =>
    wb.register({ immediate }).catch((error: unknown) => console.warn('izoom: no service worker', error));
  // A first visit's worker downloads the whole app (3.5 MB): registered once the page has settled, so that this
  // shares neither a slow link with the page's own pictures nor a phone's cores with its start. A page the worker
  // already controls registers at its load event (Workbox's way), which only looks for a new version.
  if (navigator.serviceWorker.controller) void register(false);
  else whenPageSettles(() => void register(true));
  const check = () => void updates?.check();
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  return updates;
}

/** How long a reload waits for a new version that is still installing (the precache downloads first). */
const INSTALL_WAIT_MS = 30_000;

export const appUpdates = (): Updates | null => updates;

/**
 * What every "reload for the new version" does (the prompt, INVALID_APP_VERSION, a kiosk between tours):
 * fetch the new service worker if there is one, let it take over, reload.
 */
export async function reloadToNewVersion(): Promise<void> {
  const current = appUpdates();
  if (!current) {
    window.location.reload();
    return;
  }
  // A freshly found version still has to install; the 'waiting' event comes when it has.
  const coming = current.waiting() || (await current.check());
  if (coming && (current.waiting() || (await waitFor(current, INSTALL_WAIT_MS)))) current.apply();
  else window.location.reload();
}

const waitFor = (current: Updates, timeoutMs: number) =>
  new Promise<boolean>((resolve) => {
    const timer = window.setTimeout(() => {
      stop();
      resolve(current.waiting());
    }, timeoutMs);
    const stop = current.subscribe(() => {
      window.clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
