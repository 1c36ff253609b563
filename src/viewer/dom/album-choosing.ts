import type { Size } from '../core/camera';
import type { PositionEditor } from '../input/position-editor';

const CLICK_SLOP_PX = 5;

export interface Choosing {
  /** The izoom under a point of the canvas (CSS pixels from its top-left corner), if any. */
  readonly pick: (point: { x: number; y: number }) => number | null;
  readonly viewport: () => Size;
  /** Opens an izoom: the visitor chose it. */
  readonly open: (izoomId: number) => void;
  /** Editing: choosing selects instead of opening. */
  readonly editor: () => PositionEditor | null;
}

/**
 * Choosing an izoom in the album scene: a click or tap on it (a press that did not move), or Enter for the one in
 * the middle of the view. Attach before anything else listens for presses on the canvas. Returns the detach.
 */
export function attachChoosing(canvas: HTMLCanvasElement, choosing: Choosing): () => void {
  let down: { x: number; y: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    down = { x: event.clientX, y: event.clientY };
  };
  const onClick = (event: MouseEvent) => {
    if (!down || Math.hypot(event.clientX - down.x, event.clientY - down.y) > CLICK_SLOP_PX) return;
    const box = canvas.getBoundingClientRect();
    const chosen = choosing.pick({ x: event.clientX - box.left, y: event.clientY - box.top });
    const editor = choosing.editor();
    // Editing: a press on an izoom has chosen it already; a click beside every izoom lets it go.
    if (editor) {
      if (chosen === null) editor.select(null);
    } else if (chosen !== null) choosing.open(chosen);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    const { width, height } = choosing.viewport();
    const chosen = choosing.pick({ x: width / 2, y: height / 2 });
    if (chosen === null) return;
    event.preventDefault();
    const editor = choosing.editor();
    if (editor) editor.select(chosen);
    else choosing.open(chosen);
  };
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('click', onClick);
  canvas.addEventListener('keydown', onKey);
  return () => {
    canvas.removeEventListener('pointerdown', onPointerDown);
    canvas.removeEventListener('click', onClick);
    canvas.removeEventListener('keydown', onKey);
  };
}
