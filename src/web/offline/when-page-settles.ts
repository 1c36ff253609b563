/** How long the page must go without a load finishing before it counts as settled. */
export const SETTLED_QUIET_MS = 1500;
/** The longest a page that keeps loading (a kiosk's tour, a scene's tiles) is waited for after its load event. */
export const SETTLED_MAX_MS = 10_000;
/** How long an idle moment is waited for once the page is quiet. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Calls `callback` once the page's own start is over: after its load event, once no resource has finished loading
 * for SETTLED_QUIET_MS (SETTLED_MAX_MS after the load event at most), in an idle moment.
 * For work the page does not show, such as the service worker's download of the whole app: on a slow link it would
 * share the line with the page's pictures, and on a phone the cores with the page's start.
 */
export function whenPageSettles(callback: () => void): void {
  const afterLoad = () => {
    let quiet: number | undefined;
    let done = false;
    const observer =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')
        ? new PerformanceObserver(() => waitForQuiet())
        : null;
    const settle = () => {
      if (done) return;
      done = true;
      window.clearTimeout(quiet);
      window.clearTimeout(cap);
      observer?.disconnect();
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        window.setTimeout(callback, 0);
      }
    };
    const waitForQuiet = () => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(settle, SETTLED_QUIET_MS);
    };
    const cap = window.setTimeout(settle, SETTLED_MAX_MS);
    observer?.observe({ type: 'resource' });
    waitForQuiet();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
