/** The binary glTF 2.0 container (GLB): its header and chunks, read strictly; problems said in words. */

const MAGIC = 'glTF';
const JSON_CHUNK = 0x4e4f534a;
const BIN_CHUNK = 0x004e4942;
const HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

export interface GlbChunks {
  json: Uint8Array;
  /** The binary chunk (buffer 0), if there is one. */
  bin: Uint8Array | null;
}

/** A scene file that cannot be used, and why, in words that finish "… cannot be used as a scene: ". */
export class SceneFileProblem extends Error {}

const problem = (words: string): never => {
  throw new SceneFileProblem(words);
};

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** The first bytes of a binary glTF file, any version. */
export const isGlbHead = (head: Uint8Array): boolean => ascii(head, 0, 4) === MAGIC;

/** The first bytes of a text glTF file (`.gltf`): a JSON object that soon names `asset`. */
export const isGltfJsonHead = (head: Uint8Array): boolean => {
  const text = new TextDecoder().decode(head.subarray(0, 512));
  return /^\s*\{/.test(text) && /"(asset|scenes?|nodes|meshes|buffers)"\s*:/.test(text);
};

/**
 * The chunks of a GLB: the JSON chunk first, then at most one BIN chunk, each 4-byte aligned and inside the
 * length the header declares, which is the file's. Chunks of other types are skipped, as glTF says.
 */
export const readGlb = (bytes: Uint8Array): GlbChunks => {
  if (bytes.length < HEADER_BYTES || !isGlbHead(bytes)) {
    return problem(
      isGltfJsonHead(bytes)
        ? 'it is a glTF JSON file (.gltf); export the binary form (.glb) with its buffers and images embedded'
        : 'it is not a binary glTF (.glb) file',
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== 2) problem(`it is glTF version ${version}; version 2 is needed`);
  const length = view.getUint32(8, true);
  if (length > bytes.length) problem('it is incomplete (its length does not match its header)');
  if (length !== bytes.length) problem('its length does not match its header (there is data after its end)');
  let json: Uint8Array | null = null;
  let bin: Uint8Array | null = null;
  let index = 0;
  for (let at = HEADER_BYTES; at < length; index++) {
    if (at + CHUNK_HEADER_BYTES > length) problem('it is incomplete (a chunk header is cut off)');
    const size = view.getUint32(at, true);
    const type = view.getUint32(at + 4, true);
    const start = at + CHUNK_HEADER_BYTES;
    if (size % 4 !== 0) problem('its chunks are not aligned to 4 bytes, as binary glTF requires');
    if (size > length - start) problem('it is incomplete (a chunk runs past its end)');
    if (index === 0 && type !== JSON_CHUNK) problem('its first chunk is not the glTF JSON');
    if (type === JSON_CHUNK && index > 0) problem('it has more than one JSON chunk');
    if (type === BIN_CHUNK && (index !== 1 || bin)) problem('its binary chunk is not the second chunk');
    if (size === 0 && (type === JSON_CHUNK || type === BIN_CHUNK)) problem('it has an empty chunk');
    if (type === JSON_CHUNK) json = bytes.subarray(start, start + size);
    if (type === BIN_CHUNK) bin = bytes.subarray(start, start + size);
    at = start + size;
  }
  if (!json) return problem('its first chunk is not the glTF JSON');
  return { json, bin };
};
