import {
  type BufferGeometry,
  DataTexture,
  DoubleSide,
  Float32BufferAttribute,
  type Mesh,
  MeshBasicMaterial,
} from 'three';

/** One white texel: a surface with no texture draws its colours through it unchanged. */
const WHITE = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
WHITE.needsUpdate = true;

/** Colour attributes of plain white that this file added. */
const added = new WeakSet<object>();

/** Whether `geometry` has, or now gets, colours to draw with: white ones where it had none. */
const hasColoursToUse = (geometry: BufferGeometry): boolean => {
  const colours = geometry.getAttribute('color');
  if (colours) return added.has(colours);
  const count = geometry.getAttribute('position').count;
  const white = new Float32BufferAttribute(new Float32Array(count * 3).fill(1), 3);
  added.add(white);
  geometry.setAttribute('color', white);
  return true;
};

/**
 * Makes `mesh`'s unlit materials all alike to three.js: textured (a white texel where there is none), coloured
 * per vertex (white where the geometry has no colours), drawn on both sides and without normals. They then share one shader
 * program. The scene links every program before its first frame, and each link blocks the page while the GPU
 * compiles it: tens of milliseconds on a phone, or in software WebGL. A material whose geometry has colours it
 * does not use keeps its own program (those colours are not meant for it).
 */
export const onSharedProgram = (mesh: Mesh): void => {
  const materials = [mesh.material].flat();
  // Unlit surfaces never read their normals; having them or not is one more difference between programs.
  if (materials.every((material) => material instanceof MeshBasicMaterial && !material.envMap))
    mesh.geometry.deleteAttribute('normal');
  for (const material of materials) {
    if (!(material instanceof MeshBasicMaterial)) continue;
    if (!material.vertexColors) {
      if (!hasColoursToUse(mesh.geometry)) continue;
      material.vertexColors = true;
    }
    material.map ??= WHITE;
    material.side = DoubleSide;
  }
};
