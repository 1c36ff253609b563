import {
  Box3,
  type BufferAttribute,
  type Color,
  EquirectangularReflectionMapping,
  type Material,
  Mesh,
  MeshBasicMaterial,
  NoColorSpace,
  type Object3D,
  PlaneGeometry,
  Texture,
} from 'three';
import { HALL } from '../core/album-layout';
import type { Box, Vec3 } from '../core/perspective';
import { loadSceneModel, parseGlb } from './scene-model';
import { onSharedProgram } from './shared-program';

/** What the album stands in: the built-in gallery (the viewer data's model), or the album's scene file. */
export type AlbumSetting =
  | { readonly kind: 'gallery'; readonly model: () => Promise<ArrayBuffer> }
  | { readonly kind: 'glb'; readonly url: string }
  | { readonly kind: 'panorama'; readonly url: string };

export interface Environment {
  /** Added to the scene, or null for a panorama (the scene's background). */
  readonly object: Object3D | null;
  readonly background: Texture | null;
  /** Where a visitor may walk, when the setting says more than the hall does. */
  readonly bounds: Box | null;
}

const linearToSrgb = (c: number): number => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/**
 * The album scene has no lights (its pictures and the built-in gallery are unlit), so a lit material — what
 * modelling tools export by default, metallic unless told otherwise — would draw black: it is drawn unlit too,
 * in its base colour and texture.
 */
const unlit = (material: Material): MeshBasicMaterial => {
  if (material instanceof MeshBasicMaterial) return material;
  const base = material as Material & { color?: Color; map?: Texture | null; vertexColors?: boolean };
  const basic = new MeshBasicMaterial({
    name: material.name,
    ...(base.color && { color: base.color.clone() }),
    map: base.map ?? null,
    vertexColors: base.vertexColors ?? false,
    transparent: material.transparent,
    opacity: material.opacity,
    alphaTest: material.alphaTest,
    side: material.side,
  });
  material.dispose();
  return basic;
};

/**
 * Readies a loaded model for the display-referred renderer: every material unlit; colours and vertex colours
 * (linear in glTF) turned to sRGB, textures taken as they are; and every surface pushed back in depth, so that
 * pictures hung in front of walls and floors never flicker through them.
 */
const prepareSetting = (object: Object3D): void => {
  const done = new Set<unknown>();
  const replaced = new Map<Material, MeshBasicMaterial>();
  const asUnlit = (material: Material): MeshBasicMaterial => {
    const basic = replaced.get(material) ?? unlit(material);
    replaced.set(material, basic);
    return basic;
  };
  object.traverse((child) => {
    if (!(child instanceof Mesh)) return;
    child.material = Array.isArray(child.material) ? child.material.map(asUnlit) : asUnlit(child.material);
    const colours = child.geometry.getAttribute('color') as BufferAttribute | undefined;
    if (colours && !done.has(colours)) {
      done.add(colours);
      for (let i = 0; i < colours.count; i++) {
        colours.setXYZ(i, linearToSrgb(colours.getX(i)), linearToSrgb(colours.getY(i)), linearToSrgb(colours.getZ(i)));
      }
    }
    for (const material of [child.material].flat()) {
      material.polygonOffset = true;
      material.polygonOffsetFactor = 2;
      material.polygonOffsetUnits = 8;
      if (done.has(material)) continue;
      done.add(material);
      if ('color' in material && material.color) material.color.convertLinearToSRGB();
      if ('map' in material && material.map) material.map.colorSpace = NoColorSpace;
    }
    onSharedProgram(child);
  });
};

const findNode = (root: Object3D, name: string): Object3D => {
  const node = root.getObjectByName(name);
  if (!node) throw new Error(`The gallery model has no "${name}"`);
  return node;
};

/** The built-in gallery: the model's bay repeated down the hall, closed by its end wall at both ends. */
const buildGallery = async (model: ArrayBuffer, bays: number): Promise<Object3D> => {
  const gltf = await parseGlb(model);
  const bay = findNode(gltf.scene, 'bay');
  const end = findNode(gltf.scene, 'end-wall');
  const hall = gltf.scene.clone(false);
  hall.name = 'gallery';
  for (let k = 0; k < bays; k++) {
    const copy = bay.clone();
    copy.position.z = -k * HALL.bayLength;
    hall.add(copy);
  }
  const entrance = end.clone();
  entrance.rotation.y = Math.PI;
  const far = end.clone();
  far.position.z = -bays * HALL.bayLength;
  hall.add(entrance, far);
  return hall;
};

/** Farther than this from the entrance, a model's extent is not taken for where a visitor may walk. */
const FARTHEST_METRES = 10_000;

/** Where a model lets a visitor walk: its box, unless it is empty, not finite or absurdly large. */
const boundsOf = (object: Object3D): Box | null => {
  const box = new Box3().setFromObject(object);
  const values = [box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z];
  if (box.isEmpty() || !values.every((v) => Number.isFinite(v) && Math.abs(v) <= FARTHEST_METRES)) return null;
  return { min: { x: box.min.x, y: box.min.y, z: box.min.z }, max: { x: box.max.x, y: box.max.y, z: box.max.z } };
};

/** A panorama's picture as a texture; with bitmaps, not image elements, so that a worker can load it too. */
const panoramaTexture = async (url: string): Promise<Texture> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The panorama could not be fetched (HTTP ${response.status}).`);
  const picture = await createImageBitmap(await response.blob(), { imageOrientation: 'flipY' });
  const texture = new Texture(picture);
  texture.flipY = false;
  texture.needsUpdate = true;
  return texture;
};

/** Loads the album's setting; a hall of `bays` bays for the built-in gallery. */
export const loadEnvironment = async (setting: AlbumSetting, bays: number): Promise<Environment> => {
  switch (setting.kind) {
    case 'gallery': {
      const object = await buildGallery(await setting.model(), bays);
      prepareSetting(object);
      return { object, background: null, bounds: null };
    }
    case 'glb': {
      const gltf = await loadSceneModel(setting.url);
      prepareSetting(gltf.scene);
      return { object: gltf.scene, background: null, bounds: boundsOf(gltf.scene) };
    }
    case 'panorama': {
      const texture = await panoramaTexture(setting.url);
      texture.mapping = EquirectangularReflectionMapping;
      texture.colorSpace = NoColorSpace;
      return { object: null, background: texture, bounds: null };
    }
  }
};

/** A group's sign hung across the hall, facing the entrance: its picture (see group-sign.ts) on a board. */
export const signMesh = (name: string, picture: ImageBitmap, centre: Vec3): Mesh => {
  const texture = new Texture(picture);
  texture.colorSpace = NoColorSpace;
  // A bitmap is uploaded as it is: it was made upside down, as WebGL wants its rows.
  texture.flipY = false;
  texture.needsUpdate = true;
  const sign = new Mesh(new PlaneGeometry(2.4, 0.375), new MeshBasicMaterial({ map: texture }));
  onSharedProgram(sign);
  sign.position.set(centre.x, centre.y, centre.z);
  sign.name = `sign-${name}`;
  return sign;
};
