import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg } from '../support/pictures';
import { answerOf, plainSocket, startInWaves, timed, trickle } from '../support/raw-http';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { multipartFile, pace, postHead } from '../support/slow-upload';

/** README "Slow clients": headers, bodies and idle connections have limits, short here (1 s) to keep the test fast. */
const LIMIT_MS = 1000;
/** How late a close may come: the check runs every 100 ms here, and 200 connections share two busy cores. */
const LATE_MS = 1000;
/** Other clients are answered within this while the trickles are open. */
const ANSWER_MS = 300;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({
    HEADERS_TIMEOUT_SECONDS: '1',
    BODY_TIMEOUT_SECONDS: '1',
    KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  });
  token = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const connections = () => new Promise<number>((resolve) => server.app.server.getConnections((_err, n) => resolve(n)));

/** Four kinds of slow client, each a head sent at once and what then comes a byte at a time. */
const slowKinds = (): Record<string, [head: string, drip: string]> => {
  const create = postHead('/api/izooms/create', token, 'application/json', 100);
  const tokenHead = 'POST /oidc/token HTTP/1.1\r\nHost: 127.0.0.1\r\n';
  const form = 'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n';
  return {
    'headers of an API call': ['', `${create.slice(0, -2)}X-Slow: abcdefgh`],
    'body of an API call': [create, '{"name": "a slow izoom"'],
    'headers of POST /oidc/token': ['', `${tokenHead}${form}X-Slow: abcdefgh`],
    'body of POST /oidc/token': [`${tokenHead}${form}\r\n`, 'grant_type=refresh_token&refresh_token=x'],
  };
};

describe('slow clients over HTTP/1.1', () => {
  it('200 connections trickling headers or bodies are closed at the limit, with 408, while others are answered at once', async () => {
    const open = plainSocket(server.url);
    const kinds = Object.entries(slowKinds());
    let next = 0;
    // A byte every 250 ms: more often than the 1 s limit, so an idle timeout alone would never end them.
    const trickles = await startInWaves(200, 50, () => {
      const [kind = '', [head, drip] = ['', '']] = kinds[next++ % kinds.length] ?? [];
      const slow = trickle(open, head, drip, 250);
      return { ready: slow.ready, done: slow.done.then((result) => ({ kind, ...result })) };
    });
    // Connected on our side is not yet accepted on the server's: give it a moment (more when other test files run
    // beside this one), short of the 1 s limit that closes them.
    for (let wait = 0; wait < 70 && (await connections()) < 200; wait++) await sleep(10);
    expect(await connections()).toBeGreaterThanOrEqual(200);

    const answerTimes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [albums, albumsMs] = await timed(() => call(server.api, 'GET', '/albums/public-album-v2'));
      expect(albums.status).toBe(200);
      const [refused, refusedMs] = await timed(() =>
        fetch(`${server.url}/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=refresh_token&refresh_token=nothing&client_id=izoom-web',
        }),
      );
      expect(refused.status).toBe(400);
      answerTimes.push(albumsMs, refusedMs);
    }
    expect(await connections()).toBeGreaterThanOrEqual(200);
    expect(Math.max(...answerTimes)).toBeLessThan(ANSWER_MS);

    for (const slow of await Promise.all(trickles)) {
      expect(slow.bytesSent, slow.kind).toBeGreaterThanOrEqual(3);
      expect(slow.closedAfterMs, slow.kind).toBeGreaterThan(LIMIT_MS - 100);
      expect(slow.closedAfterMs, slow.kind).toBeLessThan(LIMIT_MS + LATE_MS);
      expect(slow.answer, slow.kind).toMatchObject({
        status: 408,
        headers: { connection: 'close' },
        body: { success: false, data: { code: 'REQUEST_TIMEOUT' }, message: expect.stringMatching(/too slowly/) },
      });
    }
  });

  describe('an upload over a slow link', () => {
    let picture: Buffer;
    let izoomId: number;
    beforeAll(async () => {
      picture = await detailedJpeg(150, 150); // about 12 KB
      izoomId = (await call(server.api, 'POST', '/izooms/create', { token, body: { name: 'slow link' } })).body.data.id;
    });

    const slowUpload = async (bytesPerSecond: number) => {
      const { contentType, body } = multipartFile('files', 'slow.jpg', picture);
      const socket = plainSocket(server.url)();
      const answer = answerOf(socket);
      const started = performance.now();
      socket.write(postHead(`/api/izooms/upload/${izoomId}`, token, contentType, body.length));
      await pace({ write: (chunk) => socket.write(chunk), open: () => socket.writable }, body, bytesPerSecond);
      return { answer: await answer, ms: performance.now() - started };
    };

    it('keeps going at a steady 4 KB/s for more than twice the limit', async () => {
      const { answer, ms } = await slowUpload(4096);
      expect(ms).toBeGreaterThan(2 * LIMIT_MS);
      expect(answer).toMatchObject({ status: 201, body: { success: true } });
      expect(answer?.body.data.added).toHaveLength(1);
    });

    it('is closed with 408 below the minimum rate (200 B/s of 500)', async () => {
      const { answer, ms } = await slowUpload(200);
      expect(ms).toBeLessThan(3 * LIMIT_MS);
      expect(answer).toMatchObject({ status: 408, body: { data: { code: 'REQUEST_TIMEOUT' } } });
    });
  });

  it('a connection that sends nothing gets 408 at the header limit', async () => {
    const socket = plainSocket(server.url)();
    const started = performance.now();
    const answer = await answerOf(socket);
    expect(performance.now() - started).toBeLessThan(LIMIT_MS + LATE_MS);
    expect(answer).toMatchObject({ status: 408, body: { data: { code: 'REQUEST_TIMEOUT' } } });
  });

  it('an idle keep-alive connection closes after its limit (Node allows one second more than it announces)', async () => {
    const socket = plainSocket(server.url)();
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    socket.on('data', () => undefined);
    socket.write('GET /app-config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const answered = performance.now();
    const idleMs = (await closed) - answered;
    expect(idleMs).toBeGreaterThan(LIMIT_MS);
    expect(idleMs).toBeLessThan(2 * LIMIT_MS + LATE_MS);
  });
});
