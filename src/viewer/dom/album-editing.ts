import type { Position } from '../core/album-layout';
import { type Pose, roundPose } from '../core/position-edit';
import { type EditableScene, PositionEditor } from '../input/position-editor';

/** What the album scene tells the page while izooms are edited. */
export interface AlbumEditingCallbacks {
  readonly onMove: (izoomId: number, position: Position) => void;
  readonly onMoveEnd: (izoomId: number, position: Position) => void;
  readonly onSelect?: (izoomId: number | null) => void;
}

/** What editing needs of the mounted album scene. */
export interface AlbumEditingScene extends Pick<EditableScene, 'grab' | 'ray' | 'box'> {
  positionOf(izoomId: number): Position | undefined;
  movePosition(izoomId: number, pose: Pose): void;
  highlight(izoomId: number | null): void;
}

/** Editing in the album scene: the position editor on the canvas, its moves shown there and told to the page. */
export function attachAlbumEditing(
  canvas: HTMLCanvasElement,
  callbacks: AlbumEditingCallbacks,
  scene: AlbumEditingScene,
): { editor: PositionEditor; detach: () => void } {
  const tell = (izoomId: number, tellOf: (izoomId: number, position: Position) => void) => {
    const position = scene.positionOf(izoomId);
    if (position) tellOf(izoomId, position);
  };
  const editor = new PositionEditor({
    grab: scene.grab,
    ray: scene.ray,
    box: scene.box,
    pose: scene.positionOf,
    moved: (izoomId, pose) => {
      scene.movePosition(izoomId, roundPose(pose));
      tell(izoomId, callbacks.onMove);
    },
    settled: (izoomId) => tell(izoomId, callbacks.onMoveEnd),
    selected: (izoomId) => {
      scene.highlight(izoomId);
      callbacks.onSelect?.(izoomId);
    },
  });
  return { editor, detach: attachPositionEditor(canvas, editor) };
}

const POINTER_TYPES = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;

/**
 * Feeds the canvas's pointer and key events to the position editor before anything else hears them: the
 * events it takes go no further, so the view's own input (attached after this) never turns the view while
 * an izoom is dragged. Returns a function that detaches it.
 */
function attachPositionEditor(canvas: HTMLCanvasElement, editor: PositionEditor): () => void {
  const onPointer = (event: PointerEvent): void => {
    const box = canvas.getBoundingClientRect();
    const point = { x: event.clientX - box.left, y: event.clientY - box.top };
    let taken: boolean;
    switch (event.type) {
      case 'pointerdown':
        taken = (event.pointerType !== 'mouse' || event.button === 0) && editor.press(event.pointerId, point);
        if (taken) {
          capture(canvas, event.pointerId);
          canvas.focus({ preventScroll: true });
        }
        break;
      case 'pointermove':
        taken = editor.movePointer(event.pointerId, point);
        break;
      default:
        taken = editor.release(event.pointerId, point, event.type === 'pointercancel');
        if (taken && canvas.hasPointerCapture?.(event.pointerId)) canvas.releasePointerCapture(event.pointerId);
    }
    if (taken) event.stopImmediatePropagation();
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.isComposing || !editor.key(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onBlur = (): void => editor.select(null);

  for (const type of POINTER_TYPES) canvas.addEventListener(type, onPointer);
  canvas.addEventListener('keydown', onKey);
  canvas.addEventListener('blur', onBlur);
  return () => {
    for (const type of POINTER_TYPES) canvas.removeEventListener(type, onPointer);
    canvas.removeEventListener('keydown', onKey);
    canvas.removeEventListener('blur', onBlur);
  };
}

/** Synthetic or already-ended pointers cannot be captured. */
function capture(canvas: HTMLCanvasElement, pointerId: number): void {
  try {
    canvas.setPointerCapture(pointerId);
  } catch {
    // NotFoundError: the pointer is no longer active.
  }
}
