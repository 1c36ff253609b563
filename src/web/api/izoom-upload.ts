import { fillPath, IzoomPaths } from '../../shared/api-paths';
import type { UploadResult } from '../../shared/schemas/izooms';
import type { ApiResult } from './client';
import type { Upload } from './use-upload';

/**
 * `POST /izooms/upload/:id` with one picture in `files`, or `POST /izooms/upload-zip/:id` with a zip in
 * `file`: one request per file, so each has its own progress and its own answer.
 */
export const uploadIzoomFile = (
  upload: Upload,
  id: number,
  file: File,
  kind: 'picture' | 'zip',
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ApiResult<UploadResult>> => {
  const form = new FormData();
  form.append(kind === 'zip' ? 'file' : 'files', file, file.name);
  const path = fillPath(kind === 'zip' ? IzoomPaths.uploadZip.path : IzoomPaths.upload.path, { id });
  return upload<UploadResult>(path, form, onProgress, signal);
};
