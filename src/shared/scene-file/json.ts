import { SceneFileProblem } from './glb';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether UTF-8 JSON nests arrays and objects deeper than `max`, found by one pass over its bytes (no
 * recursion, no parse: a file of 100,000 nested arrays costs a loop, not a stack). Bytes of multi-byte
 * characters are all 0x80 or above, so they are never taken for brackets or quotes.
 */
export const nestsDeeperThan = (bytes: Uint8Array, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(byte)) depth--;
  }
  return false;
};

/** The glTF JSON of a scene file as an object, once its depth is known to be at most `maxDepth`. */
export const parseGltfJson = (bytes: Uint8Array, maxDepth: number): Record<string, unknown> => {
  if (nestsDeeperThan(bytes, maxDepth)) {
    throw new SceneFileProblem(`its glTF JSON nests deeper than ${maxDepth} levels`);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new SceneFileProblem('its glTF JSON cannot be read');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new SceneFileProblem('its glTF JSON cannot be read (it is not an object)');
  }
  const asset = (json as { asset?: { version?: unknown } }).asset;
  if (typeof asset?.version !== 'string' || !/^2\.\d+$/.test(asset.version)) {
    throw new SceneFileProblem('its glTF asset version is not 2');
  }
  return json as Record<string, unknown>;
};
