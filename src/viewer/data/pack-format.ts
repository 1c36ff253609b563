/**
 * The viewer's data file: a tiny container of named blobs. Layout, all little-endian:
 *
 *   8 bytes   magic `IZDATA01`
 *   uint32    length of the JSON index in bytes
 *   JSON      UTF-8 `{ version, entries: [{ name, type, offset, length }] }`, space-padded to 4 bytes
 *   blobs     each at `offset` from the start of this area, 4-byte aligned
 */

export const PACK_MAGIC = 'IZDATA01';
const HEADER_BYTES = PACK_MAGIC.length + 4;

export interface PackEntry {
  name: string;
  /** A MIME type, given to `blob()`. */
  type: string;
  bytes: Uint8Array;
}

interface IndexEntry {
  name: string;
  type: string;
  offset: number;
  length: number;
}

interface PackIndex {
  version: string;
  entries: IndexEntry[];
}

export interface ViewerPack {
  /** What built it: the viewer's version. */
  readonly version: string;
  names(): string[];
  has(name: string): boolean;
  /** A view into the pack, not a copy. */
  bytes(name: string): Uint8Array;
  blob(name: string): Blob;
}

const align4 = (n: number): number => (n + 3) & ~3;

export const encodePack = (entries: readonly PackEntry[], version = 'unversioned'): Uint8Array => {
  const seen = new Set<string>();
  let offset = 0;
  const index: PackIndex = { version, entries: [] };
  for (const { name, type, bytes } of entries) {
    if (seen.has(name)) throw new Error(`The viewer data has ${name} twice`);
    seen.add(name);
    index.entries.push({ name, type, offset, length: bytes.byteLength });
    offset = align4(offset + bytes.byteLength);
  }
  const json = new TextEncoder().encode(JSON.stringify(index));
  const jsonLength = align4(HEADER_BYTES + json.byteLength) - HEADER_BYTES;
  const blobStart = HEADER_BYTES + jsonLength;
  const out = new Uint8Array(blobStart + offset);
  out.set(new TextEncoder().encode(PACK_MAGIC), 0);
  new DataView(out.buffer).setUint32(PACK_MAGIC.length, jsonLength, true);
  out.fill(0x20, HEADER_BYTES, blobStart);
  out.set(json, HEADER_BYTES);
  entries.forEach((entry, i) => {
    out.set(entry.bytes, blobStart + (index.entries[i]?.offset ?? 0));
  });
  return out;
};

const readIndex = (buffer: ArrayBuffer): { index: PackIndex; blobStart: number } => {
  if (buffer.byteLength < HEADER_BYTES) throw new Error('The viewer data is truncated: no header');
  const magic = new TextDecoder().decode(new Uint8Array(buffer, 0, PACK_MAGIC.length));
  if (magic !== PACK_MAGIC) throw new Error('This is not viewer data: wrong magic');
  const jsonLength = new DataView(buffer).getUint32(PACK_MAGIC.length, true);
  const blobStart = HEADER_BYTES + jsonLength;
  if (blobStart > buffer.byteLength) throw new Error('The viewer data is truncated: its index is cut off');
  let index: PackIndex;
  try {
    index = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, HEADER_BYTES, jsonLength)));
  } catch {
    throw new Error('The viewer data has an unreadable index');
  }
  if (!index || !Array.isArray(index.entries)) throw new Error('The viewer data has an unreadable index');
  return { index, blobStart };
};

export const decodePack = (buffer: ArrayBuffer): ViewerPack => {
  const { index, blobStart } = readIndex(buffer);
  const byName = new Map<string, IndexEntry>();
  for (const entry of index.entries) {
    const { name, offset, length } = entry;
    const valid = Number.isInteger(offset) && Number.isInteger(length) && offset >= 0 && length >= 0;
    if (!valid || blobStart + offset + length > buffer.byteLength)
      throw new Error(`The viewer data is truncated: ${name} runs past its end`);
    byName.set(name, entry);
  }
  const entry = (name: string): IndexEntry => {
    const found = byName.get(name);
    if (!found) throw new Error(`The viewer data has no ${name}`);
    return found;
  };
  const bytes = (name: string): Uint8Array => {
    const { offset, length } = entry(name);
    return new Uint8Array(buffer, blobStart + offset, length);
  };
  return {
    version: String(index.version),
    names: () => [...byName.keys()],
    has: (name) => byName.has(name),
    bytes,
    blob: (name) => new Blob([bytes(name) as Uint8Array<ArrayBuffer>], { type: entry(name).type }),
  };
};
