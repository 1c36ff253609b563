import { APP_VERSION, APP_VERSION_HEADER } from '../../shared/constants';
import { type ApiResult, transportFailure } from './client';
import { localizeServerMessage } from './server-messages';

export interface UploadRequest {
  /** The full URL (the API base and the call's path). */
  url: string;
  form: FormData;
  token: string | null;
  /** Bytes sent so far, of `total`. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST through XMLHttpRequest, whose upload events give the progress fetch cannot. Headers and
 * the answer are the API client's: X-App-Version, the Bearer token, and the envelope (or status 0).
 */
export const uploadRequest = <T>({ url, form, token, onProgress, signal }: UploadRequest): Promise<ApiResult<T>> =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(APP_VERSION_HEADER, APP_VERSION);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText);
        if (body && typeof body.success === 'boolean' && typeof body.message === 'string') {
          const ok = xhr.status >= 200 && xhr.status < 300;
          const success = ok && body.success;
          const message = success ? body.message : localizeServerMessage(body.message);
          resolve({ ...body, message, success, data: body.data ?? {}, status: xhr.status });
          return;
        }
      } catch {
        // Not JSON: told below like any answer without an envelope.
      }
      resolve(transportFailure(xhr.statusText || `HTTP ${xhr.status}`, `POST ${url} answered HTTP ${xhr.status}`));
    };
    xhr.onerror = () => resolve(transportFailure('Network error', `POST ${url} failed before an answer came back`));
    xhr.onabort = () => resolve(transportFailure('Upload cancelled', `POST ${url} was cancelled`));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
