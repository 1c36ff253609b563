import { readFile } from 'node:fs/promises';
import { ErrorCode } from '../../shared/envelope';
import { SceneFileProblem } from '../../shared/scene-file/glb';
import { checkSceneFile, sizeInWords } from '../../shared/scene-file/rules';
import type { SceneLimits } from '../config';
import { ApiError } from '../errors';
import { type ValidatorIssue, validateGlb } from './gltf-validator';
import { tooLarge } from './incoming';

/** Largest side of an image in a scene: beyond it many GPUs cannot hold the texture. */
export const SCENE_MAX_IMAGE_SIDE = 8192;
/** How many of the validator's issues the refusal's description names. */
const NAMED_ISSUES = 5;

/** The validator's codes, grouped into what a person can act on. */
const inWords = (code: string): string => {
  if (/^GLB_/.test(code)) return 'its binary container is damaged';
  if (/^(ACCESSOR_TOO_LONG|BUFFER_VIEW_TOO_LONG|BUFFER_BYTE_LENGTH_MISMATCH|ACCESSOR_INDEX_OOB)/.test(code)) {
    return 'its geometry points past the end of its data';
  }
  if (/^(IMAGE_|TEXTURE_)/.test(code)) return 'one of its images cannot be read';
  if (code === 'UNRESOLVED_REFERENCE') return 'it refers to parts it does not contain';
  if (code === 'INVALID_JSON') return 'its glTF JSON cannot be read';
  return 'it breaks the rules of glTF 2.0';
};

const refused = (name: string, words: string, description?: string) =>
  new ApiError(
    415,
    ErrorCode.UnsupportedMediaType,
    `${name} cannot be used as a scene: ${words}`,
    { file: name },
    description,
  );

const named = (issues: ValidatorIssue[]) =>
  issues
    .slice(0, NAMED_ISSUES)
    .map((issue) => `${issue.code}${issue.pointer ? ` at ${issue.pointer}` : ''}`)
    .join('; ');

/**
 * Refuses a scene file (.glb, or what claims to be glTF) the viewer could not draw: too large (413), then its
 * container and JSON against our rules (shared with the viewer), then the Khronos glTF validator's errors (415).
 */
export async function checkSceneUpload(upload: { path: string; name: string; bytes: number }, limits: SceneLimits) {
  if (upload.bytes > limits.maxBytes) {
    throw tooLarge(`${upload.name} is larger than the scene file limit of ${sizeInWords(limits.maxBytes)}`, {
      file: upload.name,
    });
  }
  const bytes = await readFile(upload.path);
  try {
    checkSceneFile(bytes, limits);
  } catch (error) {
    if (error instanceof SceneFileProblem) throw refused(upload.name, error.message);
    throw error;
  }
  const validation = await validateGlb(bytes, limits.validationSeconds);
  if ('failure' in validation) throw refused(upload.name, validation.failure);
  const { issues, info } = validation.report;
  const errors = issues.messages.filter((issue) => issue.severity === 0);
  const [first] = errors;
  if (first) {
    const where = first.pointer ? ` at ${first.pointer}` : '';
    throw refused(
      upload.name,
      `${inWords(first.code)} (${first.message.replace(/\.$/, '')}${where})`,
      `glTF validator: ${issues.numErrors} error(s): ${named(errors)}`,
    );
  }
  for (const resource of info?.resources ?? []) {
    const { width = 0, height = 0 } = resource.image ?? {};
    if (Math.max(width, height) > SCENE_MAX_IMAGE_SIDE) {
      throw refused(
        upload.name,
        `its image ${resource.pointer} is ${width} × ${height} pixels; at most ${SCENE_MAX_IMAGE_SIDE} on a side are allowed`,
      );
    }
  }
}
