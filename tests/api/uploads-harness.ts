import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/**
 * The upload tests' server (small limits, so refusals are cheap to provoke) and a fresh izoom per test
 * (uploads.test.ts, uploads-zips-and-posters.test.ts).
 */
export const at = { server: undefined as unknown as TestServer, token: '', izoomId: 0 };

export function startUploadServer() {
  beforeAll(async () => {
    at.server = await startTestServer({
      UPLOAD_MAX_BYTES: String(2 * 1024 * 1024),
      UPLOAD_MAX_FILES: '5',
      ZIP_MAX_BYTES: String(4 * 1024 * 1024),
      ZIP_MAX_UNCOMPRESSED_BYTES: String(64 * 1024 * 1024),
      ZIP_MAX_ENTRIES: '50',
      PICTURE_MAX_PIXELS: '40000000',
    });
    at.token = (await signIn(at.server.url, ADMIN)).access_token;
  });
  afterAll(async () => at.server?.close());
  beforeEach(async () => {
    at.izoomId = (
      await call(at.server.api, 'POST', '/izooms/create', { token: at.token, body: { name: 'uploads' } })
    ).body.data.id;
  });
}

export const send = (path: string, files: { name: string; data: Buffer }[], fields?: Record<string, string>) =>
  upload(at.server.api, `${path}/${at.izoomId}`, at.token, files, fields);
/** Uploads in flight: on this machine, in WORK_DIR. */
const inFlight = async () => readdir(path.join(at.server.dataDir, 'work', 'incoming')).catch(() => [] as string[]);
/** The izoom's originals, in whichever store the server keeps them. */
export const originals = () => at.server.app.store.children(`originals/i/${at.izoomId}`);
export const detail = async () =>
  (await call<IzoomDetail>(at.server.api, 'GET', `/izooms/get-by-id/${at.izoomId}`, { token: at.token })).body.data;

/** Nothing of the refused upload anywhere: no rows, no originals, nothing in flight. */
export async function expectNothingLeft() {
  expect((await detail()).pictures).toEqual([]);
  expect(await originals()).toEqual([]);
  expect(await inFlight()).toEqual([]);
}
