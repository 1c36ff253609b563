export const CURSOR_IDLE_MS = 3000;

/** Pointer activity that shows the cursor again. */
export const CURSOR_ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'wheel'] as const;

export interface IdleCursorDeps {
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout?: (handle: unknown) => void;
}

/**
 * Hides the cursor over `element` after `idleMs` without pointer activity (and `idleMs` after the call),
 * shows it again on activity. The returned cleanup restores the element's own inline cursor.
 *
 * While hidden the element also carries `data-cursor-idle`, for a style rule that hides the cursor over
 * descendants that set their own (`[data-cursor-idle] * { cursor: none }`).
 */
export function hideCursorWhenIdle(
  element: HTMLElement,
  idleMs = CURSOR_IDLE_MS,
  deps: IdleCursorDeps = {},
): () => void {
  const schedule = deps.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const cancel = deps.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const ownCursor = element.style.getPropertyValue('cursor');
  const ownPriority = element.style.getPropertyPriority('cursor');
  let hidden = false;
  let timer: unknown;

  const restore = () => {
    if (ownCursor) element.style.setProperty('cursor', ownCursor, ownPriority);
    else element.style.removeProperty('cursor');
    delete element.dataset.cursorIdle;
  };

  const hide = () => {
    hidden = true;
    element.style.setProperty('cursor', 'none', 'important');
    element.dataset.cursorIdle = '';
  };

  const onActivity = () => {
    if (hidden) {
      hidden = false;
      restore();
    }
    cancel(timer);
    timer = schedule(hide, idleMs);
  };

  for (const type of CURSOR_ACTIVITY_EVENTS) element.addEventListener(type, onActivity, { passive: true });
  timer = schedule(hide, idleMs);

  return () => {
    cancel(timer);
    for (const type of CURSOR_ACTIVITY_EVENTS) element.removeEventListener(type, onActivity);
    restore();
  };
}
