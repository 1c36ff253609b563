import { useCallback } from 'react';
import { useAuthSession } from '../auth';
import { useAppConfig } from '../config/context';
import type { ApiResult } from './client';
import { uploadRequest } from './upload-request';

export type Upload = <T>(
  path: string,
  form: FormData,
  onProgress?: (sent: number, total: number) => void,
  signal?: AbortSignal,
) => Promise<ApiResult<T>>;

/** Sends a multipart call under the API base with the session's token, reporting upload progress. */
export const useUpload = (): Upload => {
  const { apiBase } = useAppConfig();
  const session = useAuthSession();
  return useCallback(
    async (path, form, onProgress, signal) =>
      uploadRequest({
        url: `${apiBase.replace(/\/+$/, '')}${path}`,
        form,
        token: await session.getAccessToken(),
        onProgress,
        signal,
      }),
    [apiBase, session],
  );
};
