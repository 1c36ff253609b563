import { writeGlb } from '../../src/viewer/data/glb-writer';

/** The room's colour: linear orange, sRGB (255, 124, 0) on screen (unlit). */
const ORANGE = [1, 0.2, 0, 1] as const;

/** Whether a pixel (sRGB) is the room's orange. */
export const isRoomOrange = (r: number, g: number, b: number) => r > 220 && g > 90 && g < 160 && b < 50;

/**
 * A small, valid binary glTF 2.0 scene file, as an admin would upload: one unlit orange room, 40 m wide and
 * 20 m high, closed 12 m down the hall, with its floor; positions, indices and a material in its binary chunk.
 */
export function orangeRoomGlb(): Buffer {
  const quad = (corners: number[][]) => ({
    positions: new Float32Array(corners.flat()),
    indices: new Uint16Array([0, 1, 2, 0, 2, 3]),
    material: { name: 'orange', baseColorFactor: ORANGE, doubleSided: true },
  });
  const wall = quad([
    [-20, -5, -12],
    [20, -5, -12],
    [20, 15, -12],
    [-20, 15, -12],
  ]);
  const floor = quad([
    [-20, 0, 2],
    [20, 0, 2],
    [20, 0, -12],
    [-20, 0, -12],
  ]);
  floor.material = wall.material;
  return Buffer.from(writeGlb([{ name: 'room', primitives: [wall, floor] }]));
}
