import type { Size } from '../core/camera';
import type { CameraDelta } from './deltas';

/** The parts of a KeyboardEvent the viewer reads; a real KeyboardEvent fits. */
export interface KeyInput {
  readonly key: string;
  readonly shiftKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

export const KEY_PAN_SHARE = 0.1;
export const KEY_PAN_SHIFT_SHARE = 0.5;
export const KEY_ZOOM_FACTOR = 1.5;

/** Arrows move the view, so the content moves the other way on screen. */
const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

const COMMANDS: Record<string, CameraDelta> = {
  '0': { kind: 'home' },
  Home: { kind: 'home' },
  PageDown: { kind: 'next' },
  n: { kind: 'next' },
  ']': { kind: 'next' },
  PageUp: { kind: 'previous' },
  p: { kind: 'previous' },
  '[': { kind: 'previous' },
  f: { kind: 'fullscreen' },
};

/**
 * The focus-mode key bindings. Returns null for keys the viewer leaves alone, including any
 * combination with ctrl, meta or alt (browser zoom, shortcuts of the page and the system).
 */
export const keyToDelta = (event: KeyInput, viewport: Size): CameraDelta | null => {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const arrow = ARROWS[event.key];
  if (arrow) {
    const share = event.shiftKey ? KEY_PAN_SHIFT_SHARE : KEY_PAN_SHARE;
    return {
      kind: 'pan',
      dx: arrow[0] * share * viewport.width,
      dy: arrow[1] * share * viewport.height,
      animate: true,
    };
  }
  const centre = { x: viewport.width / 2, y: viewport.height / 2 };
  switch (event.key) {
    case '+':
    case '=':
      return { kind: 'zoom', factor: KEY_ZOOM_FACTOR, ...centre, animate: true };
    case '-':
    case '_':
      return { kind: 'zoom', factor: 1 / KEY_ZOOM_FACTOR, ...centre, animate: true };
  }
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return COMMANDS[key] ?? null;
};
