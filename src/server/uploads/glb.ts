import { open } from 'node:fs/promises';

const JSON_CHUNK = 0x4e4f534a;
const MAX_JSON_BYTES = 64 * 1024 * 1024;

/** Checks a binary glTF 2.0 file's header and JSON chunk; returns a reason when it is not one. */
export async function glbProblem(file: string): Promise<string | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(20);
    const { bytesRead } = await handle.read(header, 0, 20, 0);
    if (bytesRead < 20 || header.toString('latin1', 0, 4) !== 'glTF') return 'it is not a binary glTF (.glb) file';
    if (header.readUInt32LE(4) !== 2) return `it is glTF version ${header.readUInt32LE(4)}; version 2 is needed`;
    if (header.readUInt32LE(8) !== size) return 'it is incomplete (its length does not match its header)';
    const jsonLength = header.readUInt32LE(12);
    if (header.readUInt32LE(16) !== JSON_CHUNK || jsonLength > MAX_JSON_BYTES || 20 + jsonLength > size) {
      return 'its first chunk is not valid glTF JSON';
    }
    const json = Buffer.alloc(jsonLength);
    await handle.read(json, 0, jsonLength, 20);
    const asset = (JSON.parse(json.toString('utf8')) as { asset?: { version?: unknown } }).asset;
    if (typeof asset?.version !== 'string' || !asset.version.startsWith('2')) return 'its glTF asset version is not 2';
    return null;
  } catch {
    return 'its glTF JSON cannot be read';
  } finally {
    await handle.close();
  }
}
