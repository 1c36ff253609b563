import type { Rect, Size } from './camera';

/** Metres, in the album scene's frame: y up, the hall running along -z. */
export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A visitor's eye: where it stands and where it looks. `yaw` 0 looks along -z, positive turns left; radians. */
export interface WalkView {
  readonly position: Vec3;
  readonly yaw: number;
  readonly pitch: number;
  /** Vertical field of view, degrees. */
  readonly fovY: number;
}

/** An izoom's canvas hung in the scene: its top-left corner, the unit vectors of its x and y, metres per canvas unit. */
export interface PlaneFrame {
  readonly topLeft: Vec3;
  readonly right: Vec3;
  readonly down: Vec3;
  /** Pointing out of the picture, towards whoever looks at it. */
  readonly normal: Vec3;
  readonly metresPerUnit: number;
  readonly canvas: Size;
}

export const NEAR_METRES = 0.01;

export const add = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
export const scale = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
export const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});

/** The eye's forward, right and up unit vectors (three.js's camera with rotation order YXZ agrees). */
export const viewBasis = (view: WalkView): { forward: Vec3; right: Vec3; up: Vec3 } => {
  const forward = {
    x: -Math.sin(view.yaw) * Math.cos(view.pitch),
    y: Math.sin(view.pitch),
    z: -Math.cos(view.yaw) * Math.cos(view.pitch),
  };
  const right = { x: Math.cos(view.yaw), y: 0, z: -Math.sin(view.yaw) };
  return { forward, right, up: cross(right, forward) };
};

/** tan of half the vertical and horizontal fields of view. */
export const halfTangents = (view: WalkView, viewport: Size): { x: number; y: number } => {
  const y = Math.tan((view.fovY * Math.PI) / 360);
  return { x: (y * viewport.width) / viewport.height, y };
};

/** A canvas of `canvas` units standing at `centre`, turned `rotation` degrees about y, `width` metres wide. */
export const planeFrame = (centre: Vec3, rotationDeg: number, width: number, canvas: Size): PlaneFrame => {
  const r = (rotationDeg * Math.PI) / 180;
  const right = { x: Math.cos(r), y: 0, z: -Math.sin(r) };
  const down = { x: 0, y: -1, z: 0 };
  const metresPerUnit = width / canvas.width;
  const height = canvas.height * metresPerUnit;
  return {
    topLeft: add(centre, add(scale(right, -width / 2), scale(down, -height / 2))),
    right,
    down,
    normal: { x: Math.sin(r), y: 0, z: Math.cos(r) },
    metresPerUnit,
    canvas,
  };
};

export const pointOnPlane = (plane: PlaneFrame, u: number, v: number): Vec3 =>
  add(plane.topLeft, add(scale(plane.right, u * plane.metresPerUnit), scale(plane.down, v * plane.metresPerUnit)));

export const planeCentre = (plane: PlaneFrame): Vec3 =>
  pointOnPlane(plane, plane.canvas.width / 2, plane.canvas.height / 2);

/** What the eye sees of a plane: the part in view (canvas units) and its largest on-screen scale. */
export interface PlaneInView {
  readonly rect: Rect;
  /** CSS pixels per canvas unit where the visible part is nearest the eye. */
  readonly pixelsPerUnit: number;
  /** Metres from the eye to the nearest visible point, along the view direction. */
  readonly depth: number;
}

interface ClipVertex {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly u: number;
  readonly v: number;
}

const lerp = (a: ClipVertex, b: ClipVertex, t: number): ClipVertex => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
  z: a.z + (b.z - a.z) * t,
  u: a.u + (b.u - a.u) * t,
  v: a.v + (b.v - a.v) * t,
});

/** Sutherland–Hodgman: keeps the part of the polygon where `inside` ≥ 0. */
const clip = (polygon: ClipVertex[], inside: (p: ClipVertex) => number): ClipVertex[] => {
  const out: ClipVertex[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as ClipVertex;
    const b = polygon[(i + 1) % polygon.length] as ClipVertex;
    const fa = inside(a);
    const fb = inside(b);
    if (fa >= 0) out.push(a);
    if (fa >= 0 !== fb >= 0) out.push(lerp(a, b, fa / (fa - fb)));
  }
  return out;
};

/**
 * The plane's polygon clipped to the eye's frustum, in eye space (x right, y up, z ahead, metres) with its canvas
 * coordinates; null when none of it is in view or the eye is behind it (pictures hang on walls: only their front
 * shows). Clipping in eye space carries the canvas coordinates along, so the answer is exact for any angle.
 */
const clipToView = (view: WalkView, viewport: Size, plane: PlaneFrame): ClipVertex[] | null => {
  const { forward, right, up } = viewBasis(view);
  if (dot(sub(view.position, plane.topLeft), plane.normal) <= 0) return null;
  const { width, height } = plane.canvas;
  const corners: [number, number][] = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  let polygon: ClipVertex[] = corners.map(([u, v]) => {
    const d = sub(pointOnPlane(plane, u, v), view.position);
    return { x: dot(d, right), y: dot(d, up), z: dot(d, forward), u, v };
  });
  const tan = halfTangents(view, viewport);
  const planes: ((p: ClipVertex) => number)[] = [
    (p) => p.z - NEAR_METRES,
    (p) => p.z * tan.x - p.x,
    (p) => p.z * tan.x + p.x,
    (p) => p.z * tan.y - p.y,
    (p) => p.z * tan.y + p.y,
  ];
  for (const inside of planes) {
    polygon = clip(polygon, inside);
    if (polygon.length < 3) return null;
  }
  return polygon;
};

/** The part of a plane inside the eye's frustum (see clipToView), or null. */
export const planeInView = (view: WalkView, viewport: Size, plane: PlaneFrame): PlaneInView | null => {
  const polygon = clipToView(view, viewport, plane);
  if (!polygon) return null;
  const { width, height } = plane.canvas;
  const us = polygon.map((p) => p.u);
  const vs = polygon.map((p) => p.v);
  const x = Math.max(0, Math.min(...us));
  const y = Math.max(0, Math.min(...vs));
  const rect = { x, y, width: Math.min(width, Math.max(...us)) - x, height: Math.min(height, Math.max(...vs)) - y };
  if (rect.width <= 0 || rect.height <= 0) return null;
  const depth = Math.max(NEAR_METRES, Math.min(...polygon.map((p) => p.z)));
  const tan = halfTangents(view, viewport);
  const pixelsPerMetre = viewport.height / 2 / (depth * tan.y);
  return { rect, pixelsPerUnit: pixelsPerMetre * plane.metresPerUnit, depth };
};

/** Where a plane shows on the screen: its visible part's bounding rect (CSS pixels) and the share of the viewport it covers. */
export interface PlaneOnScreen {
  readonly rect: Rect;
  /** The visible part's area over the viewport's, 0..1. */
  readonly share: number;
}

export const planeOnScreen = (view: WalkView, viewport: Size, plane: PlaneFrame): PlaneOnScreen | null => {
  const polygon = clipToView(view, viewport, plane);
  if (!polygon) return null;
  const tan = halfTangents(view, viewport);
  const points = polygon.map((p) => ({
    x: (viewport.width / 2) * (1 + p.x / (p.z * tan.x)),
    y: (viewport.height / 2) * (1 - p.y / (p.z * tan.y)),
  }));
  let twiceArea = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as { x: number; y: number };
    const b = points[(i + 1) % points.length] as { x: number; y: number };
    twiceArea += a.x * b.y - b.x * a.y;
  }
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return {
    rect: { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top },
    share: Math.abs(twiceArea) / 2 / (viewport.width * viewport.height),
  };
};

/** The yaw and pitch that look from `from` at `to` (see WalkView). */
export const lookAt = (from: Vec3, to: Vec3): { yaw: number; pitch: number } => {
  const d = sub(to, from);
  return { yaw: Math.atan2(-d.x, -d.z), pitch: Math.atan2(d.y, Math.hypot(d.x, d.z)) };
};

/** The ray from the eye through a point of the viewport (CSS pixels from its top-left corner); unit direction. */
export const rayThrough = (view: WalkView, viewport: Size, point: { x: number; y: number }): Vec3 => {
  const { forward, right, up } = viewBasis(view);
  const tan = halfTangents(view, viewport);
  const sx = ((2 * point.x) / viewport.width - 1) * tan.x;
  const sy = (1 - (2 * point.y) / viewport.height) * tan.y;
  const d = add(forward, add(scale(right, sx), scale(up, sy)));
  return scale(d, 1 / Math.sqrt(dot(d, d)));
};

/** Where a ray meets the front of a plane, in metres along the ray and canvas units; null if it misses. */
export const hitPlane = (
  origin: Vec3,
  direction: Vec3,
  plane: PlaneFrame,
): { distance: number; u: number; v: number } | null => {
  const facing = dot(direction, plane.normal);
  if (facing >= 0) return null;
  const distance = dot(sub(plane.topLeft, origin), plane.normal) / facing;
  if (distance <= 0) return null;
  const offset = sub(add(origin, scale(direction, distance)), plane.topLeft);
  const u = dot(offset, plane.right) / plane.metresPerUnit;
  const v = dot(offset, plane.down) / plane.metresPerUnit;
  if (u < 0 || v < 0 || u > plane.canvas.width || v > plane.canvas.height) return null;
  return { distance, u, v };
};

/** An axis-aligned box the visitor stays inside (the hall). */
export interface Box {
  readonly min: Vec3;
  readonly max: Vec3;
}

/** How far a ray from inside the box goes before it leaves it. */
export const rayExitDistance = (origin: Vec3, direction: Vec3, box: Box): number => {
  let exit = Number.POSITIVE_INFINITY;
  for (const axis of ['x', 'y', 'z'] as const) {
    const d = direction[axis];
    if (d > 1e-12) exit = Math.min(exit, (box.max[axis] - origin[axis]) / d);
    else if (d < -1e-12) exit = Math.min(exit, (box.min[axis] - origin[axis]) / d);
  }
  return Math.max(0, exit);
};

export const clampToBox = (p: Vec3, box: Box): Vec3 => ({
  x: Math.min(box.max.x, Math.max(box.min.x, p.x)),
  y: Math.min(box.max.y, Math.max(box.min.y, p.y)),
  z: Math.min(box.max.z, Math.max(box.min.z, p.z)),
});

/** The box holding both; `a` when there is no `b`. */
export const unionBox = (a: Box, b: Box | null): Box =>
  b
    ? {
        min: { x: Math.min(a.min.x, b.min.x), y: Math.min(a.min.y, b.min.y), z: Math.min(a.min.z, b.min.z) },
        max: { x: Math.max(a.max.x, b.max.x), y: Math.max(a.max.y, b.max.y), z: Math.max(a.max.z, b.max.z) },
      }
    : a;
