import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOfStream, apiHeaders, continuationTrickle, h2Call, h2Session, h2Trickle } from '../support/h2';
import { detailedJpeg } from '../support/pictures';
import { answerOf, type Slow, startInWaves, timed, tlsSocket, trickle } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/server';
import { multipartFile, pace, postHead } from '../support/slow-upload';
import { selfSignedCertificate } from '../support/tls';
import { forgeToken, liveGrant } from '../support/tokens';

/**
 * slow-clients.test.ts over TLS: HTTP/1.1 (the fallback) and HTTP/2. Headers and bodies get 3 s here,
 * not 1 s: opening 200 TLS connections takes a second or more on two busy cores, and all must be open at once.
 */
const LIMIT_MS = 3000;
const KEEP_ALIVE_MS = 1000;
const LATE_MS = 1000;
const ANSWER_MS = 300;

const certificates = mkdtempSync(path.join(tmpdir(), 'izoom-tls-'));
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({
    ...selfSignedCertificate(certificates),
    HEADERS_TIMEOUT_SECONDS: '3',
    BODY_TIMEOUT_SECONDS: '3',
    KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  });
  const claims = { iss: `${server.url}/oidc`, aud: server.api, sub: '1', gid: await liveGrant(server.app.db, 1) };
  token = await forgeToken(server.app.db, claims, Math.floor(Date.now() / 1000) + 600);
});
afterAll(async () => {
  await server.close();
  rmSync(certificates, { recursive: true, force: true });
});

const connections = () => new Promise<number>((resolve) => server.app.server.getConnections((_err, n) => resolve(n)));
/** How long `socket` stays open from connecting, with nothing sent. */
const connectionLife = (socket: Socket) =>
  new Promise<number>((resolve) => {
    let started = performance.now();
    socket.once('connect', () => {
      started = performance.now();
    });
    socket.on('data', () => undefined);
    socket.on('close', () => resolve(performance.now() - started));
  });
const tokenForm = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '100' };

describe('slow clients over TLS', () => {
  it('200 slow clients over HTTP/1.1 and HTTP/2, and one that never starts TLS, are closed at the limit while others are answered at once', async () => {
    const open = tlsSocket(server.url);
    const tokenHead =
      'POST /oidc/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n';
    const create = apiHeaders('POST', '/api/izooms/create', {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': '100',
    });
    const noHandshake = connectionLife(connect(Number(new URL(server.url).port), '127.0.0.1'));
    const forty = <T>(start: () => Slow<T>) => startInWaves(40, 20, start);
    const h1Headers = await forty(() =>
      trickle(open, '', postHead('/api/izooms/create', token, 'application/json', 100), 250),
    );
    const h1Body = await forty(() => trickle(open, `${tokenHead}Content-Length: 100\r\n\r\n`, 'grant_type=x', 250));
    const h2ApiBody = await forty(() => h2Trickle(server.url, create, '{"name": "slow"', 250));
    const h2TokenBody = await forty(() =>
      h2Trickle(server.url, { ':method': 'POST', ':path': '/oidc/token', ...tokenForm }, 'grant_type=x', 250),
    );
    // nghttp2 ends a header block at its ninth CONTINUATION frame, so these come every 500 ms: the limit comes first.
    const h2Headers = await forty(() => continuationTrickle(server.url, '/oidc/token', 500));
    expect(await connections()).toBeGreaterThanOrEqual(200);

    const session = h2Session(server.url);
    const answerTimes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [albums, albumsMs] = await timed(() => h2Call(session, apiHeaders('GET', '/api/albums/public-album-v2')));
      expect(albums.status).toBe(200);
      const [refused, refusedMs] = await timed(() =>
        h2Call(
          session,
          { ':method': 'POST', ':path': '/oidc/token', 'content-type': 'application/x-www-form-urlencoded' },
          'grant_type=refresh_token&refresh_token=nothing&client_id=izoom-web',
        ),
      );
      expect(refused.status).toBe(400);
      answerTimes.push(albumsMs, refusedMs);
    }
    session.close();
    expect(Math.max(...answerTimes)).toBeLessThan(ANSWER_MS);

    const timedOut = { status: 408, body: { success: false, data: { code: 'REQUEST_TIMEOUT' } } };
    const closes: number[] = [];
    for (const slow of [...(await Promise.all(h1Headers)), ...(await Promise.all(h1Body))]) {
      closes.push(slow.closedAfterMs);
      expect(slow.answer).toMatchObject(timedOut);
    }
    for (const slow of [...(await Promise.all(h2ApiBody)), ...(await Promise.all(h2TokenBody))]) {
      closes.push(slow.closedAfterMs);
      expect(slow).toMatchObject({ ...timedOut, rstCode: 0 });
    }
    // A header block that never ends is no request yet, nor a TLS handshake: the connection just closes.
    closes.push(...(await Promise.all(h2Headers)), await noHandshake);
    expect(closes).toHaveLength(201);
    expect(Math.min(...closes)).toBeGreaterThan(LIMIT_MS - 100);
    expect(Math.max(...closes)).toBeLessThan(LIMIT_MS + LATE_MS);
  });

  it('an upload over HTTP/2 keeps going at a steady 1.5 KB/s for more than the limit', async () => {
    const session = h2Session(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const created = await h2Call(
      session,
      apiHeaders('POST', '/api/izooms/create', { ...auth, 'content-type': 'application/json' }),
      JSON.stringify({ name: 'slow link' }),
    );
    const { contentType, body } = multipartFile('files', 'slow.jpg', await detailedJpeg(100, 100)); // about 5 KB
    const stream = session.request(
      apiHeaders('POST', `/api/izooms/upload/${created.body.data.id}`, { ...auth, 'content-type': contentType }),
    );
    const answer = answerOfStream(stream);
    const started = performance.now();
    await pace({ write: (chunk) => stream.write(chunk), open: () => !stream.closed }, body, 1536);
    stream.end();
    const uploaded = await answer;
    expect(performance.now() - started).toBeGreaterThan(LIMIT_MS);
    expect(uploaded).toMatchObject({ status: 201, body: { success: true } });
    session.close();
  });

  it('an HTTP/2 session with no open request closes after the keep-alive limit', async () => {
    const session = h2Session(server.url);
    const closed = new Promise<number>((resolve) => session.on('close', () => resolve(performance.now())));
    expect((await h2Call(session, apiHeaders('GET', '/api/albums/public-album-v2'))).status).toBe(200);
    const answered = performance.now();
    const idleMs = (await closed) - answered;
    expect(idleMs).toBeGreaterThan(KEEP_ALIVE_MS - 100);
    expect(idleMs).toBeLessThan(KEEP_ALIVE_MS + LATE_MS);
  });

  it('an idle HTTP/1.1 connection over TLS closes after the keep-alive limit (and one second more, as Node does)', async () => {
    const socket = tlsSocket(server.url)();
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    const answer = answerOf(socket, { hangUp: false });
    socket.write('GET /app-config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect((await answer)?.status).toBe(200);
    const answered = performance.now();
    const idleMs = (await closed) - answered;
    expect(idleMs).toBeGreaterThan(KEEP_ALIVE_MS);
    expect(idleMs).toBeLessThan(2 * KEEP_ALIVE_MS + LATE_MS);
  });
});
