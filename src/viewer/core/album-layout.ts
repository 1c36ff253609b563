import type { Size } from './camera';
import { type Box, clampToBox, lookAt, type Vec3 } from './perspective';

/**
 * The built-in gallery: a hall 7 m wide and 4 m high running from the entrance (z = 0) along -z, built of
 * 5 m bays (the viewer data's `bay` model). Izooms without a stored position hang on its long walls in
 * viewing order, left and right in turn, each group starting on a new pair of places.
 */
export const HALL = {
  width: 7,
  height: 4,
  bayLength: 5,
  /** Pictures stand this far in front of their wall. */
  wallGap: 0.03,
  eyeHeight: 1.6,
  /** Between neighbouring places on one wall. */
  spacing: 2.5,
  /** From the entrance to the first pair of places: far enough to be in view from there. */
  entry: 5,
  /** The longer side of an izoom hung by default, metres. */
  defaultScale: 1.6,
} as const;

/** An izoom of the album to place, in viewing order. */
export interface LayoutItem {
  readonly izoomId: number;
  readonly groupId: string;
  /** The album's stored position (metres, degrees of yaw, the longer side in metres at scale 1), if any. */
  readonly position?: { x: number; y: number; z: number; rotation: number; scale: number };
}

/** Where an izoom stands: its centre, its yaw in degrees (0 faces +z, the entrance), its longer side in metres. */
export interface Position {
  readonly izoomId: number;
  readonly groupId: string;
  readonly centre: Vec3;
  readonly rotation: number;
  readonly size: number;
}

export interface GroupSign {
  readonly groupId: string;
  /** Hangs across the hall where the group begins, facing the entrance. */
  readonly centre: Vec3;
}

export interface AlbumLayout {
  readonly positions: readonly Position[];
  readonly signs: readonly GroupSign[];
  /** How many bays the hall needs to hold every izoom. */
  readonly bays: number;
  /** Where a visitor may walk. */
  readonly bounds: Box;
  /** Where a visitor starts: at the entrance, looking down the hall. */
  readonly start: { position: Vec3; yaw: number };
}

const WALL_X = HALL.width / 2 - HALL.wallGap;
const MARGIN = 0.3;
/** Room to stand in front of an izoom, metres: from this near its face out to STAND_ROOM, as wide as it is. */
const STAND_ROOM = 3;
const STAND_NEAREST = 0.1;

/** The box grown to take the room in front of an izoom (only in front: walls behind it stay walls). */
const withStandingRoom = (box: Box, p: Position): Box => {
  const r = (p.rotation * Math.PI) / 180;
  const normal = { x: Math.sin(r), z: Math.cos(r) };
  const side = { x: Math.cos(r) * (p.size / 2), z: -Math.sin(r) * (p.size / 2) };
  const points = [STAND_NEAREST, STAND_ROOM].flatMap((t) =>
    [-1, 1].map((s) => ({ x: p.centre.x + normal.x * t + side.x * s, z: p.centre.z + normal.z * t + side.z * s })),
  );
  const xs = points.map((q) => q.x);
  const zs = points.map((q) => q.z);
  return {
    min: { x: Math.min(box.min.x, ...xs), y: box.min.y, z: Math.min(box.min.z, ...zs) },
    max: { x: Math.max(box.max.x, ...xs), y: box.max.y, z: Math.max(box.max.z, ...zs) },
  };
};

export const layoutAlbum = (items: readonly LayoutItem[]): AlbumLayout => {
  const positions: Position[] = [];
  const signs: GroupSign[] = [];
  let place = 0;
  let group: string | null = null;
  for (const item of items) {
    if (item.groupId !== group) {
      group = item.groupId;
      place += place % 2;
      signs.push({
        groupId: item.groupId,
        centre: { x: 0, y: 3.3, z: -(HALL.entry + (place / 2) * HALL.spacing) + 1 },
      });
    }
    if (item.position) {
      const { x, y, z, rotation, scale } = item.position;
      positions.push({ izoomId: item.izoomId, groupId: item.groupId, centre: { x, y, z }, rotation, size: scale });
      continue;
    }
    const left = place % 2 === 0;
    positions.push({
      izoomId: item.izoomId,
      groupId: item.groupId,
      centre: {
        x: left ? -WALL_X : WALL_X,
        y: HALL.eyeHeight,
        z: -(HALL.entry + Math.floor(place / 2) * HALL.spacing),
      },
      rotation: left ? 90 : -90,
      size: HALL.defaultScale,
    });
    place++;
  }
  const deepest = Math.max(HALL.entry, ...positions.map((p) => -p.centre.z));
  const bays = Math.max(2, Math.ceil((deepest + HALL.spacing) / HALL.bayLength));
  const hall: Box = {
    min: { x: -HALL.width / 2 + MARGIN, y: MARGIN, z: -bays * HALL.bayLength + MARGIN },
    max: { x: HALL.width / 2 - MARGIN, y: HALL.height - MARGIN, z: -MARGIN },
  };
  return {
    positions,
    signs,
    bays,
    // An izoom stored outside the hall can still be walked up to.
    bounds: positions.reduce(withStandingRoom, hall),
    start: { position: { x: 0, y: HALL.eyeHeight, z: -MARGIN - 0.2 }, yaw: 0 },
  };
};

/** An izoom's plane size: its canvas fitted so that the longer side is `size` metres. */
export const planeSize = (size: number, canvas: Size): Size =>
  canvas.width >= canvas.height
    ? { width: size, height: (size * canvas.height) / canvas.width }
    : { width: (size * canvas.width) / canvas.height, height: size };

/**
 * Where to stand to see a whole izoom: straight in front of it, far enough for it to fill most of the view.
 * Answers the eye's position and yaw.
 */
export const standInFront = (
  position: Position,
  canvas: Size,
  viewport: Size,
  fovYDeg: number,
  fill = 0.85,
): { position: Vec3; yaw: number } => {
  const plane = planeSize(position.size, canvas);
  const tanY = Math.tan((fovYDeg * Math.PI) / 360);
  const tanX = (tanY * viewport.width) / viewport.height;
  const distance = Math.max(plane.height / 2 / (tanY * fill), plane.width / 2 / (tanX * fill));
  const r = (position.rotation * Math.PI) / 180;
  const { centre } = position;
  return {
    position: { x: centre.x + Math.sin(r) * distance, y: centre.y, z: centre.z + Math.cos(r) * distance },
    yaw: r,
  };
};

/** How much of the view the opening izoom fills (its limiting side), so some of the gallery shows around it. */
export const OPENING_FILL = 0.7;

/**
 * The gallery's opening view: in front of its first izoom (viewing order), as far as the viewport's aspect asks
 * for it to fill OPENING_FILL of the view, inside the room (nearer if the room is too small, still looking at it).
 */
export const openingView = (
  position: Position | undefined,
  canvas: Size,
  viewport: Size,
  fovYDeg: number,
  bounds: Box,
  entrance: { position: Vec3; yaw: number },
): { position: Vec3; yaw: number; pitch: number } => {
  if (!position) return { ...entrance, pitch: 0 };
  const stand = standInFront(position, canvas, viewport, fovYDeg, OPENING_FILL);
  const eye = clampToBox(stand.position, bounds);
  return { position: eye, ...lookAt(eye, position.centre) };
};
