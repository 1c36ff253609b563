import { HALL, type Position } from './album-layout';
import type { Point, Size } from './camera';
import { add, type Box, dot, scale, sub, type Vec3, viewBasis, type WalkView } from './perspective';

/** Where an izoom stands, without who it is: what editing changes. */
export type Pose = Pick<Position, 'centre' | 'rotation' | 'size'>;

/** An izoom's longer side may not shrink below or grow past this, metres. */
export const MIN_SIZE = 0.05;
export const MAX_SIZE = 100;
/** A key nudge: along the wall and up or down, metres; the longer side, metres; the turn, degrees. Shift: finer. */
export const NUDGE = { move: 0.1, fineMove: 0.01, size: 0.1, fineSize: 0.01, turn: 15, fineTurn: 1 } as const;

export type Nudge =
  | { readonly kind: 'move'; readonly right: number; readonly up: number }
  | { readonly kind: 'size'; readonly by: number }
  | { readonly kind: 'turn'; readonly by: number };

const round = (value: number, perUnit: number): number => Math.round(value * perUnit) / perUnit + 0;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Millimetres and thousandths of a degree: what is stored, so the scene shows what is saved. */
export const roundPose = (pose: Pose): Pose => ({
  centre: { x: round(pose.centre.x, 1000), y: round(pose.centre.y, 1000), z: round(pose.centre.z, 1000) },
  rotation: round(pose.rotation, 1000),
  size: round(pose.size, 1000),
});

/** The built-in hall's inside, wall to wall and floor to ceiling: where izooms may be hung. */
export const hallBox = (bays: number): Box => ({
  min: { x: -HALL.width / 2, y: 0, z: -bays * HALL.bayLength },
  max: { x: HALL.width / 2, y: HALL.height, z: 0 },
});

/** The unit vector along an izoom's width (its right) for a yaw in degrees, and its normal. */
export const poseAxes = (rotationDeg: number): { right: Vec3; normal: Vec3 } => {
  const r = (rotationDeg * Math.PI) / 180;
  return { right: { x: Math.cos(r), y: 0, z: -Math.sin(r) }, normal: { x: Math.sin(r), y: 0, z: Math.cos(r) } };
};

/**
 * Where a ray meets the whole plane an izoom stands in, from its front (not only its picture); null when it
 * runs alongside or away.
 */
export const hitStandingPlane = (origin: Vec3, direction: Vec3, pose: Pose): Vec3 | null => {
  const { normal } = poseAxes(pose.rotation);
  const facing = dot(direction, normal);
  if (facing > -1e-6) return null;
  const distance = dot(sub(pose.centre, origin), normal) / facing;
  return distance > 0 ? add(origin, scale(direction, distance)) : null;
};

/**
 * Keeps a move inside the box; an izoom already outside on some axis (one hung on a wall, just past the
 * walking area) may stay as far out as it was, but goes no further.
 */
export const clampMove = (from: Vec3, to: Vec3, box: Box): Vec3 => {
  const axis = (a: 'x' | 'y' | 'z') => clamp(to[a], Math.min(box.min[a], from[a]), Math.max(box.max[a], from[a]));
  return { x: axis('x'), y: axis('y'), z: axis('z') };
};

/**
 * Dragging an izoom in its own plane: `grabbed` is the point of it under the pointer at the press, `ray` the
 * pointer's ray now; the izoom moves so the grabbed point is under the pointer again. Null when the ray
 * leaves the plane (the pointer above the horizon of a wall seen askew): the izoom then stays where it was.
 */
export const dragInPlane = (
  start: Pose,
  grabbed: Vec3,
  ray: { origin: Vec3; direction: Vec3 },
  box: Box,
): Pose | null => {
  const hit = hitStandingPlane(ray.origin, ray.direction, start);
  if (!hit) return null;
  return roundPose({ ...start, centre: clampMove(start.centre, add(start.centre, sub(hit, grabbed)), box) });
};

/** Which nudge a key asks for while an izoom is chosen: arrows move it, + and - size it, PageUp/PageDown turn it. */
export const nudgeForKey = (event: { key: string; shiftKey?: boolean }): Nudge | null => {
  const fine = event.shiftKey === true;
  const move = fine ? NUDGE.fineMove : NUDGE.move;
  const size = fine ? NUDGE.fineSize : NUDGE.size;
  const turn = fine ? NUDGE.fineTurn : NUDGE.turn;
  switch (event.key) {
    case 'ArrowLeft':
      return { kind: 'move', right: -move, up: 0 };
    case 'ArrowRight':
      return { kind: 'move', right: move, up: 0 };
    case 'ArrowUp':
      return { kind: 'move', right: 0, up: move };
    case 'ArrowDown':
      return { kind: 'move', right: 0, up: -move };
    case '+':
    case '=':
      return { kind: 'size', by: size };
    case '-':
    case '_':
      return { kind: 'size', by: -size };
    case 'PageUp':
      return { kind: 'turn', by: turn };
    case 'PageDown':
      return { kind: 'turn', by: -turn };
    default:
      return null;
  }
};

/** Degrees in (-180, 180], inside the server's ±360. */
const normaliseTurn = (degrees: number): number => {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return turned === -180 ? 180 : turned;
};

export const applyNudge = (pose: Pose, nudge: Nudge, box: Box): Pose => {
  switch (nudge.kind) {
    case 'move': {
      const { right } = poseAxes(pose.rotation);
      const to = add(add(pose.centre, scale(right, nudge.right)), { x: 0, y: nudge.up, z: 0 });
      return roundPose({ ...pose, centre: clampMove(pose.centre, to, box) });
    }
    case 'size':
      return roundPose({ ...pose, size: clamp(pose.size + nudge.by, MIN_SIZE, MAX_SIZE) });
    case 'turn':
      return roundPose({ ...pose, rotation: normaliseTurn(pose.rotation + nudge.by) });
  }
};

/** Where a point of the scene shows in the viewport, CSS pixels from its top-left corner; null behind the eye. */
export const projectPoint = (view: WalkView, viewport: Size, p: Vec3): Point | null => {
  const { forward, right, up } = viewBasis(view);
  const d = sub(p, view.position);
  const depth = dot(d, forward);
  if (depth <= 1e-9) return null;
  const tanY = Math.tan((view.fovY * Math.PI) / 360);
  const tanX = (tanY * viewport.width) / viewport.height;
  return {
    x: ((dot(d, right) / (depth * tanX) + 1) * viewport.width) / 2,
    y: ((1 - dot(d, up) / (depth * tanY)) * viewport.height) / 2,
  };
};
