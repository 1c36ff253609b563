import type { Size } from '../core/camera';
import type { CameraDelta } from './deltas';
import { KEY_ZOOM_FACTOR, type KeyInput, keyToDelta } from './keyboard';

/** A key turn of the head, as a share of the viewport's width. */
export const KEY_TURN_SHARE = 0.08;

/**
 * The album scene's keys: arrows (and W A S D) walk forward and back and turn; + and - walk too; the
 * rest (0 for home, next, previous, fullscreen) are those of focus mode.
 */
export const walkKeyToDelta = (event: KeyInput, viewport: Size): CameraDelta | null => {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const centre = { x: viewport.width / 2, y: viewport.height / 2 };
  const stride = event.shiftKey ? KEY_ZOOM_FACTOR ** 2 : KEY_ZOOM_FACTOR;
  const turn = (event.shiftKey ? 3 : 1) * KEY_TURN_SHARE * viewport.width;
  switch (event.key.length === 1 ? event.key.toLowerCase() : event.key) {
    case 'ArrowUp':
    case 'w':
      return { kind: 'zoom', factor: stride, ...centre, animate: true };
    case 'ArrowDown':
    case 's':
      return { kind: 'zoom', factor: 1 / stride, ...centre, animate: true };
    case 'ArrowLeft':
    case 'a':
      return { kind: 'pan', dx: turn, dy: 0, animate: true };
    case 'ArrowRight':
    case 'd':
      return { kind: 'pan', dx: -turn, dy: 0, animate: true };
  }
  return keyToDelta(event, viewport);
};
