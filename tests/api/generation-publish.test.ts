import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg } from '../support/pictures';
import { publishedIzoom } from '../support/published';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/**
 * Publishing a version writes many files (hundreds of uploads on S3): the store may show a version part-way, but
 * never with its manifest before all its tiles, and the izoom never points at it before it is whole.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(async () => server?.close());

interface Snapshot {
  keys: string[];
  manifestUrl: string | null;
}

const versionOf = (key: string) => /^media\/i\/\d+\/(v\d+-[^/]+)\//.exec(key)?.[1];

describe('a version being published', () => {
  it('shows no manifest before all its files, and the izoom moves to it only once it is whole', async () => {
    const izoom = await publishedIzoom(server.api, token, 'Half versions', true);
    const bigger = await upload(server.api, `/izooms/upload/${izoom.id}`, token, [
      { name: 'big.jpg', data: await detailedJpeg(4000, 3000) },
    ]);
    expect(bigger.status).toBe(201);
    expect((await call(server.api, 'POST', `/izooms/generate-izoom/${izoom.id}`, { token })).status).toBe(202);

    const snapshots: Snapshot[] = [];
    for (let state = 'queued'; !['done', 'failed', 'stopped'].includes(state); ) {
      // The row first: once it names the new version, the listing after it must find that version whole.
      const detail = (await call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${izoom.id}`, { token })).body.data;
      const keys = await server.app.store.list(`media/i/${izoom.id}`);
      snapshots.push({ keys, manifestUrl: detail.manifestUrl });
      state = detail.generate.state;
    }
    const done = (await call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${izoom.id}`, { token })).body.data;
    expect(done.generate).toMatchObject({ state: 'done', version: 2 });
    const newVersion = (done.manifestUrl as string).split('/')[4] as string;
    const whole = (await server.app.store.list(`media/i/${izoom.id}`)).filter((k) => versionOf(k) === newVersion);
    expect(whole.length).toBeGreaterThan(200);

    for (const { keys, manifestUrl } of snapshots) {
      const ofNew = keys.filter((k) => versionOf(k) === newVersion);
      if (ofNew.some((k) => k.endsWith(`${newVersion}/manifest.json`))) expect(ofNew.sort()).toEqual(whole.sort());
      if (manifestUrl === done.manifestUrl) expect(ofNew.length).toBe(whole.length);
    }
    // The loop saw the generation under way, not only its end.
    expect(snapshots.filter((s) => s.manifestUrl === izoom.manifestUrl).length).toBeGreaterThan(1);
  });
});
