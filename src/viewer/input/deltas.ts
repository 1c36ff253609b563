/**
 * What the input handlers ask of the focus-mode camera. Handlers only describe; the handler
 * manager applies (MapLibre's handler_manager pattern), so gestures are testable without a canvas.
 *
 * - `pan`: move the content on screen by (dx, dy) CSS pixels, as a drag does. `animate` eases the
 *   move (keyboard arrows) instead of applying it at once (drags).
 * - `zoom`: multiply the zoom by `factor` keeping the point (x, y) fixed, in CSS pixels from the
 *   viewport's top-left corner. `animate` eases it (double-click, double-tap, keys).
 * - `home`: fly back to the whole izoom.
 * - `next`, `previous`, `fullscreen`: commands for the album and the page, not camera moves.
 */
export type CameraDelta =
  | { kind: 'pan'; dx: number; dy: number; animate?: boolean }
  | { kind: 'zoom'; factor: number; x: number; y: number; animate?: boolean }
  | { kind: 'home' }
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'fullscreen' };

export type ViewerCommand = Extract<CameraDelta, { kind: 'next' | 'previous' | 'fullscreen' }>['kind'];

export const isCommand = (delta: CameraDelta): delta is Extract<CameraDelta, { kind: ViewerCommand }> =>
  delta.kind === 'next' || delta.kind === 'previous' || delta.kind === 'fullscreen';
