import { APP_VERSION, APP_VERSION_HEADER } from '../../src/shared/constants';
import type { Answer } from './api';

export interface UploadFile {
  name: string;
  data: Buffer;
  field?: string;
}

/** A multipart POST to the real API, the way a browser sends a FormData. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each asserts the fields it needs.
export async function upload<T = any>(
  api: string,
  path: string,
  token: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
): Promise<Answer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field ?? 'files', new Blob([new Uint8Array(file.data)]), file.name);
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}
