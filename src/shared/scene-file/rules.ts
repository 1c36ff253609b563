import { readGlb, SceneFileProblem } from './glb';
import { parseGltfJson } from './json';

/** What a scene file (an album's .glb) may hold: the server's limits, and the viewer's ceiling. */
export interface SceneFileLimits {
  /** Most entries in any one list of the glTF: nodes, meshes, accessors, materials, textures, images… */
  maxItems: number;
  /** Largest resource embedded as a data URI, in decoded bytes. */
  maxDataUriBytes: number;
}

/** How deep the glTF JSON may nest; real models stay under a dozen levels. */
export const SCENE_JSON_MAX_DEPTH = 64;

/** The viewer reads nothing beyond these; the server's limits (configurable, smaller) may not exceed them. */
export const SCENE_FILE_CEILING = { maxBytes: 512 * 1024 * 1024, maxItems: 100_000, maxDataUriBytes: 64 * 1024 * 1024 };

/** Image types the viewer decodes, with the extension each needs besides PNG and JPEG. */
export const SCENE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Extensions three.js's GLTFLoader draws with no decoder of its own (the viewer configures none). */
const DRAWABLE_EXTENSIONS = new Set([
  'KHR_lights_punctual',
  'KHR_materials_anisotropy',
  'KHR_materials_clearcoat',
  'KHR_materials_diffuse_roughness',
  'KHR_materials_dispersion',
  'KHR_materials_emissive_strength',
  'KHR_materials_ior',
  'KHR_materials_iridescence',
  'KHR_materials_sheen',
  'KHR_materials_specular',
  'KHR_materials_transmission',
  'KHR_materials_unlit',
  'KHR_materials_volume',
  'KHR_mesh_quantization',
  'KHR_texture_transform',
  'EXT_materials_bump',
  'EXT_mesh_gpu_instancing',
  'EXT_texture_webp',
]);

const LISTS = [
  'accessors',
  'animations',
  'buffers',
  'bufferViews',
  'cameras',
  'images',
  'materials',
  'meshes',
  'nodes',
  'samplers',
  'scenes',
  'skins',
  'textures',
] as const;

type Json = Record<string, unknown>;

/** A size for people: MB from one MiB up, bytes below. */
export const sizeInWords = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`
    : `${bytes.toLocaleString('en')} bytes`;
const quoted = (uri: string) => `"${uri.length > 60 ? `${uri.slice(0, 57)}…` : uri}"`;
const problem = (words: string): never => {
  throw new SceneFileProblem(words);
};

const listOf = (json: Json, key: string, maxItems: number): Json[] => {
  const value = json[key] ?? [];
  if (!Array.isArray(value)) return problem(`its "${key}" is not a list`);
  const what = key === 'bufferViews' ? 'buffer views' : key;
  if (value.length > maxItems) {
    problem(
      `it has ${value.length.toLocaleString('en')} ${what}; at most ${maxItems.toLocaleString('en')} are allowed`,
    );
  }
  return value.map((entry) => (typeof entry === 'object' && entry !== null ? (entry as Json) : {}));
};

/** What is wrong with a resource's URI, if anything: only a base64 data URI of `types`, at most `maxBytes` decoded. */
const uriProblem = (uri: unknown, what: string, types: readonly string[], maxBytes: number): string | null => {
  if (uri === undefined) return null;
  if (typeof uri !== 'string') return `its ${what} has a URI that is not text`;
  const data = /^data:([^;,]*)(;[^,]*)?,/i.exec(uri);
  if (!data) return `its ${what} refers to an outside file (${quoted(uri)}); everything must be embedded`;
  if (!types.includes((data[1] ?? '').toLowerCase()) || !/;base64$/i.test(data[2] ?? '')) {
    return `its ${what} is a data URI of a type it cannot be (${quoted(data[0])})`;
  }
  const bytes = Math.floor(((uri.length - data[0].length) * 3) / 4);
  return bytes > maxBytes
    ? `its ${what} is a data URI of ${sizeInWords(bytes)}; at most ${sizeInWords(maxBytes)} are allowed`
    : null;
};

const checkUri = (...args: Parameters<typeof uriProblem>): void => {
  const words = uriProblem(...args);
  if (words) problem(words);
};

/** The rules of an album's scene beyond glTF's own: sizes, embedded resources only, what the viewer can draw. */
export const checkSceneJson = (json: Json, hasBin: boolean, limits: SceneFileLimits): void => {
  const lists = Object.fromEntries(LISTS.map((key) => [key, listOf(json, key, limits.maxItems)]));
  const primitives = (lists.meshes ?? []).reduce(
    (sum, mesh) => sum + (Array.isArray(mesh.primitives) ? mesh.primitives.length : 0),
    0,
  );
  if (primitives > limits.maxItems) {
    problem(`it has ${primitives.toLocaleString('en')} mesh primitives; at most ${limits.maxItems} are allowed`);
  }
  const used = Array.isArray(json.extensionsUsed) ? json.extensionsUsed.map(String) : [];
  const required = Array.isArray(json.extensionsRequired) ? json.extensionsRequired.map(String) : [];
  for (const name of new Set([...used, ...required])) {
    if (!DRAWABLE_EXTENSIONS.has(name) && (required.includes(name) || /draco|basisu|meshopt/i.test(name))) {
      problem(`it needs the glTF extension ${name}, which the viewer cannot draw`);
    }
  }
  (lists.buffers ?? []).forEach((buffer, i) => {
    if (buffer.uri === undefined && !(i === 0 && hasBin)) problem(`its buffer ${i} has no data in the file`);
    checkUri(
      buffer.uri,
      `buffer ${i}`,
      ['application/octet-stream', 'application/gltf-buffer'],
      limits.maxDataUriBytes,
    );
  });
  (lists.images ?? []).forEach((image, i) => {
    const type = image.mimeType;
    if (type !== undefined && !(SCENE_IMAGE_TYPES as readonly unknown[]).includes(type)) {
      problem(`its image ${i} is ${String(type)}, which the viewer cannot show (use PNG, JPEG or WebP)`);
    }
    checkUri(image.uri, `image ${i}`, SCENE_IMAGE_TYPES, limits.maxDataUriBytes);
  });
};

/**
 * Checks a scene file's container and JSON: returns its glTF JSON, or throws SceneFileProblem.
 * The depth of the JSON is checked before it is parsed.
 */
export const checkSceneFile = (bytes: Uint8Array, limits: SceneFileLimits): Json => {
  const { json, bin } = readGlb(bytes);
  const gltf = parseGltfJson(json, SCENE_JSON_MAX_DEPTH);
  checkSceneJson(gltf, bin !== null, limits);
  return gltf;
};
