import { DataTexture, DoubleSide, type Mesh, MeshBasicMaterial } from 'three';

/** One white texel: a surface with no texture draws its colours through it unchanged. */
const WHITE = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
WHITE.matrixAutoUpdate = false;
WHITE.needsUpdate = true;

/**
 * The colour a vertex has where the geometry gives none. three.js hands it to WebGL as the attribute's constant
 * value (as it does for its own shader materials), so a surface without colours needs no buffer of them.
 */
const WHITE_VERTICES = { color: [1, 1, 1] };

/**
 * Makes `mesh`'s unlit materials all alike to three.js: textured (a white texel where there is none), coloured
 * per vertex (white where the geometry has no colours), drawn on both sides and without normals. They then share
 * one shader program. The scene links every program before its first frame, and each link blocks the page while
 * the GPU compiles it: tens of milliseconds on a phone, or in software WebGL. A material whose geometry has
 * colours it does not use keeps its own program (those colours are not meant for it).
 */
export const onSharedProgram = (mesh: Mesh): void => {
  const materials = [mesh.material].flat();
  // Unlit surfaces never read their normals; having them or not is one more difference between programs.
  if (materials.every((material) => material instanceof MeshBasicMaterial && !material.envMap))
    mesh.geometry.deleteAttribute('normal');
  const hasColours = mesh.geometry.getAttribute('color') !== undefined;
  for (const material of materials) {
    if (!(material instanceof MeshBasicMaterial)) continue;
    if (!material.vertexColors) {
      if (hasColours) continue;
      material.vertexColors = true;
      Object.assign(material, { defaultAttributeValues: WHITE_VERTICES });
    }
    material.map ??= WHITE;
    material.side = DoubleSide;
  }
};
