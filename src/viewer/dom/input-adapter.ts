import type { CameraDelta } from '../input/deltas';
import { keyToDelta } from '../input/keyboard';
import { PointerInput, type PointerInputEvent } from '../input/pointer';

export interface InputAdapterOptions {
  /** Where key presses are listened for; the viewer's element by default. An element is made focusable. */
  readonly keyboardTarget?: HTMLElement | Window;
  /** The key bindings; focus mode's by default. */
  readonly keys?: typeof keyToDelta;
}

/** Inline styles set while attached, so the browser leaves touches and selection to the viewer. */
const STYLES: Readonly<Record<string, string>> = {
  'touch-action': 'none',
  'user-select': 'none',
  '-webkit-user-select': 'none',
};

const POINTER_TYPES = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;

/**
 * Feeds the element's pointer, wheel, dblclick and key events to the gesture handlers and emits the
 * camera deltas they answer. Returns a function that detaches everything and restores the element.
 */
export function attachInput(
  element: HTMLElement,
  onDelta: (delta: CameraDelta) => void,
  options: InputAdapterOptions = {},
): () => void {
  const pointer = new PointerInput({ origin: () => element.getBoundingClientRect() });
  const feed = (event: PointerInputEvent): void => {
    for (const delta of pointer.handle(event)) onDelta(delta);
  };

  const onPointer = (event: PointerEvent): void => {
    if (event.type === 'pointerdown') capture(element, event.pointerId);
    else if (event.type === 'pointerup' || event.type === 'pointercancel') release(element, event.pointerId);
    feed({
      type: event.type as PointerInputEvent['type'],
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      clientX: event.clientX,
      clientY: event.clientY,
      timeStamp: event.timeStamp,
      button: event.button,
    });
  };

  const onWheel = (event: WheelEvent): void => {
    // Neither the page's scroll nor the browser's ctrl+wheel zoom may happen over the viewer.
    event.preventDefault();
    feed({
      type: 'wheel',
      clientX: event.clientX,
      clientY: event.clientY,
      deltaY: event.deltaY,
      deltaMode: event.deltaMode,
      ctrlKey: event.ctrlKey,
      timeStamp: event.timeStamp,
    });
  };

  const onDoubleClick = (event: MouseEvent): void => {
    feed({
      type: 'dblclick',
      clientX: event.clientX,
      clientY: event.clientY,
      shiftKey: event.shiftKey,
      timeStamp: event.timeStamp,
      button: event.button,
    });
  };

  const onKey = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.isComposing || isEditable(event.target)) return;
    const { width, height } = element.getBoundingClientRect();
    const delta = (options.keys ?? keyToDelta)(event, { width, height });
    if (!delta) return;
    event.preventDefault();
    onDelta(delta);
  };

  const keyboardTarget = options.keyboardTarget ?? element;
  const restoreFocusable = keyboardTarget instanceof HTMLElement ? makeFocusable(keyboardTarget) : () => undefined;
  const restoreStyles = setStyles(element, STYLES);

  for (const type of POINTER_TYPES) element.addEventListener(type, onPointer);
  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('dblclick', onDoubleClick);
  keyboardTarget.addEventListener('keydown', onKey as EventListener);

  return () => {
    for (const type of POINTER_TYPES) element.removeEventListener(type, onPointer);
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('dblclick', onDoubleClick);
    keyboardTarget.removeEventListener('keydown', onKey as EventListener);
    restoreStyles();
    restoreFocusable();
    pointer.reset();
  };
}

/** Keeps the drag while the pointer leaves the element. Synthetic or already-ended pointers cannot be captured. */
function capture(element: Element, pointerId: number): void {
  try {
    element.setPointerCapture?.(pointerId);
  } catch {
    // NotFoundError: the pointer is no longer active.
  }
}

function release(element: Element, pointerId: number): void {
  try {
    if (element.hasPointerCapture?.(pointerId)) element.releasePointerCapture(pointerId);
  } catch {
    // As above.
  }
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function makeFocusable(element: HTMLElement): () => void {
  if (element.hasAttribute('tabindex')) return () => undefined;
  element.setAttribute('tabindex', '0');
  return () => element.removeAttribute('tabindex');
}

function setStyles(element: HTMLElement, styles: Readonly<Record<string, string>>): () => void {
  const previous = Object.keys(styles).map((name) => ({
    name,
    value: element.style.getPropertyValue(name),
    priority: element.style.getPropertyPriority(name),
  }));
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value);
  return () => {
    for (const { name, value, priority } of previous) {
      if (value) element.style.setProperty(name, value, priority);
      else element.style.removeProperty(name);
    }
  };
}
