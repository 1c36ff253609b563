import { LoadingManager } from 'three';
import { type GLTF, GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { SceneFileProblem } from '../../shared/scene-file/glb';
import { checkSceneFile, SCENE_FILE_CEILING } from '../../shared/scene-file/rules';

/** A scene file the viewer will not draw, and why. */
export class UndrawableScene extends Error {}

/**
 * Loaders that read only what a model holds: data URIs, and the blob URLs GLTFLoader makes of images in the
 * binary chunk. Any other address is refused before a loader could request it, and noted in `refused`.
 */
export const embeddedOnly = (refused: string[]): LoadingManager =>
  new LoadingManager().setURLModifier((url) => {
    if (/^(data|blob):/i.test(url)) return url;
    refused.push(url);
    throw new UndrawableScene(outside(url));
  });

const outside = (url: string) => `The scene file refers to an outside file (${url.slice(0, 80)}); it is not read.`;

/** A GLB's bytes from `url`, refused beyond `maxBytes` as they come. */
const fetchBytes = async (url: string, maxBytes: number): Promise<Uint8Array> => {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`The scene file could not be fetched (HTTP ${response.status}).`);
  const tooLarge = () => new UndrawableScene(`The scene file is larger than ${maxBytes} bytes.`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  const parts: Uint8Array[] = [];
  let length = 0;
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    length += next.value.byteLength;
    if (length > maxBytes) {
      void reader.cancel();
      throw tooLarge();
    }
    parts.push(next.value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
};

/**
 * Parses a GLB with GLTFLoader, reading nothing from outside it. GLTFLoader draws a model whose image could not
 * be read without that image; here such a model is not drawn at all, nor one that asked for an outside file.
 */
export const parseGlb = async (bytes: ArrayBuffer): Promise<GLTF> => {
  const refused: string[] = [];
  const manager = embeddedOnly(refused);
  let unread = 0;
  manager.onError = () => {
    unread++;
  };
  const gltf = await new GLTFLoader(manager).parseAsync(bytes, '');
  if (refused[0] !== undefined) throw new UndrawableScene(outside(refused[0]));
  if (unread > 0) throw new UndrawableScene('The scene file has an image that cannot be read.');
  return gltf;
};

/**
 * An album's scene model: fetched, checked by the rules the server applies at upload (up to the viewer's
 * ceiling), then parsed. A file planted past the upload checks is refused here before three.js reads it.
 */
export const loadSceneModel = async (url: string): Promise<GLTF> => {
  const bytes = await fetchBytes(url, SCENE_FILE_CEILING.maxBytes);
  try {
    checkSceneFile(bytes, SCENE_FILE_CEILING);
  } catch (error) {
    if (error instanceof SceneFileProblem)
      throw new UndrawableScene(`The scene file cannot be drawn: ${error.message}.`);
    throw error;
  }
  return parseGlb(bytes.buffer as ArrayBuffer);
};
