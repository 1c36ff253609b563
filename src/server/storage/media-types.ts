import path from 'node:path';

/** Media types by extension: the static plugin's guess is wrong for Deep Zoom and glTF, and stored objects need one. */
const TYPES: Record<string, string> = {
  '.dzi': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.glb': 'model/gltf-binary',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export const mediaTypeOf = (name: string): string | undefined =>
  TYPES[path.extname(name.split('?')[0] ?? '').toLowerCase()];
