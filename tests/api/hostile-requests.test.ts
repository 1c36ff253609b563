import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, APP_VERSION_HEADER } from '../../src/shared/constants';
import { call } from '../support/api';
import { apiHeaders, h2Call, h2Session } from '../support/h2';
import { signIn } from '../support/oidc-flow';
import { exchange, plainSocket, tlsSocket } from '../support/raw-http';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { selfSignedCertificate } from '../support/tls';

/**
 * Requests Node's parser, Fastify's router or a content-type check refuse are answered with the envelope
 * too: a real status, `data.code`, and the connection closed where the request cannot be trusted.
 * Sent over raw sockets where fetch would not send them.
 */

const certificates = mkdtempSync(path.join(tmpdir(), 'izoom-tls-'));
let server: TestServer;
/** The same server with a certificate: HTTP/2, and HTTP/1.1 over TLS. */
let secure: TestServer;
let token: string;
let izoomId: number;
beforeAll(async () => {
  [server, secure] = await Promise.all([startTestServer(), startTestServer(selfSignedCertificate(certificates))]);
  token = (await signIn(server.url, ADMIN)).access_token;
  izoomId = (await call(server.api, 'POST', '/izooms/create', { token, body: { name: 'hostile' } })).body.data.id;
});
afterAll(async () => {
  await Promise.all([server.close(), secure.close()]);
  rmSync(certificates, { recursive: true, force: true });
});

const envelope = (status: number, code: string) => ({ status, body: { success: false, data: { code } } });
const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`;
const post = (target: string, type: string, body: string, extra = '') =>
  `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;

/** What Node's HTTP/1.1 parser refuses, the same over plain HTTP and over TLS (HTTP/2's fallback). */
const malformed: [string, string, number, string, RegExp?][] = [
  [
    'headers over 16 KB',
    get('/api/albums/public-album-v2', `X-Big: ${'a'.repeat(20_000)}\r\n`),
    431,
    'HEADERS_TOO_LARGE',
  ],
  [
    'Content-Length and Transfer-Encoding together',
    'POST /api/users-izoomviewer/check-account HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    400,
    'BAD_REQUEST',
    /Transfer-Encoding can't be present with Content-Length/,
  ],
  [
    'a Content-Length that is not a number',
    post('/api/izooms/create', 'application/json', '{}').replace('Length: 2', 'Length: 2x'),
    400,
    'BAD_REQUEST',
  ],
  [
    'a method that does not exist',
    'BREW /api/albums/public-album-v2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    400,
    'BAD_REQUEST',
  ],
  ['an HTTP version that does not exist', 'GET / HTTP/7.1\r\nHost: 127.0.0.1\r\n\r\n', 400, 'BAD_REQUEST'],
  ['a line that is not HTTP at all', 'HELLO THERE\r\n\r\n', 400, 'BAD_REQUEST'],
];

describe.each([
  ['plain HTTP/1.1', () => plainSocket(server.url)],
  ['HTTP/1.1 over TLS', () => tlsSocket(secure.url)],
])('what Node cannot parse, over %s, is the envelope and the connection closes', (_transport, socketOf) => {
  it.each(malformed)('%s', async (_name, request, status, code, reason) => {
    const answer = await exchange(socketOf(), request);
    expect(answer).toMatchObject(envelope(status, code));
    expect(answer.headers).toMatchObject({
      connection: 'close',
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
    });
    if (reason) expect(answer.body.description).toMatch(reason);
  });
});

describe('what the router refuses', () => {
  const open = () => plainSocket(server.url);

  it.each([
    ['an API path', '/api/izooms/get-by-id/%E0%A4%A'],
    ['a page path', '/album/%E0%A4%A'],
    ['an issuer path', '/oidc/%E0%A4%A'],
  ])('bad percent-encoding in %s: 400 BAD_REQUEST', async (_where, target) => {
    const answer = await exchange(open(), get(target));
    expect(answer).toMatchObject(envelope(400, 'BAD_REQUEST'));
    expect(answer.body).toMatchObject({ message: expect.stringMatching(/percent-encoding/), description: target });
  });

  it('a path parameter over 100 characters: 414 URI_TOO_LONG', async () => {
    const answer = await exchange(open(), get(`/api/izooms/get-by-id/${'1'.repeat(120)}`));
    expect(answer).toMatchObject(envelope(414, 'URI_TOO_LONG'));
  });

  it('no Host header on HTTP/1.1: 400 BAD_REQUEST', async () => {
    const answer = await exchange(open(), 'GET /api/albums/public-album-v2 HTTP/1.1\r\n\r\n');
    expect(answer).toMatchObject(envelope(400, 'BAD_REQUEST'));
    expect(answer.body.message).toMatch(/Host/);
  });

  it.each([
    ['PUT', '/albums/public-album-v2', 'GET, HEAD'],
    ['DELETE', '/izooms/create', 'POST'],
    ['GET', '/izooms/create', 'POST'],
    ['POST', `/izooms/get-by-id/1`, 'GET, HEAD'],
  ])('%s %s, a call of another method: 405 METHOD_NOT_ALLOWED with Allow', async (method, target, allow) => {
    const response = await fetch(`${server.api}${target}`, { method, headers: { [APP_VERSION_HEADER]: APP_VERSION } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toMatchObject({
      success: false,
      data: { code: 'METHOD_NOT_ALLOWED', allowed: allow.split(', ') },
      message: `${method} is not allowed here`,
    });
  });

  it('an API path nothing answers, with any method: 404 NOT_FOUND', async () => {
    for (const method of ['GET', 'POST', 'PUT']) {
      const response = await fetch(`${server.api}/izooms/nothing-here`, { method });
      expect(response.status, method).toBe(404);
      expect(await response.json()).toMatchObject({
        data: { code: 'NOT_FOUND' },
        description: '/api/izooms/nothing-here',
      });
    }
  });
});

describe('content types', () => {
  const send = (target: string, type: string, body: string, auth = true) =>
    exchange(
      plainSocket(server.url),
      post(`/api${target}`, type, body, auth ? `Authorization: Bearer ${token}\r\n` : ''),
    );

  it.each([
    ['an unknown type', 'application/xml', '<izoom/>', /application\/json/],
    ['a type that does not parse', ';;;', '{}', /application\/json/],
    ['JSON in another charset', 'application/json; charset=utf-16', '{}', /UTF-8/],
    ['JSON in a charset that does not exist', 'application/json; charset=klingon', '{}', /UTF-8/],
    ['multipart', 'multipart/form-data; boundary=x', '--x--\r\n', /application\/json/],
  ])('%s to a JSON call: 415 UNSUPPORTED_MEDIA_TYPE', async (_name, type, body, message) => {
    const answer = await send('/izooms/create', type, body);
    expect(answer).toMatchObject(envelope(415, 'UNSUPPORTED_MEDIA_TYPE'));
    expect(answer.body.message).toMatch(message);
  });

  it('JSON in UTF-8, said or not, is read', async () => {
    for (const type of ['application/json', 'application/json; charset=UTF-8', 'application/json;charset="utf-8"']) {
      const answer = await send('/izooms/create', type, '{"name": "fine"}');
      expect(answer.status, type).toBe(201);
    }
  });

  it.each([
    ['multipart without a boundary', 'multipart/form-data', '--x--\r\n', /boundary/],
    ['multipart with an empty boundary', 'multipart/form-data; boundary=', '--x--\r\n', /boundary/],
    ['JSON', 'application/json', '{}', /multipart\/form-data/],
    ['an unknown type', 'text/plain', 'files', /multipart\/form-data/],
  ])('%s to an upload call: 415 UNSUPPORTED_MEDIA_TYPE', async (_name, type, body, message) => {
    const answer = await send(`/izooms/upload/${izoomId}`, type, body);
    expect(answer).toMatchObject(envelope(415, 'UNSUPPORTED_MEDIA_TYPE'));
    expect(answer.body.message).toMatch(message);
  });
});

describe('over HTTP/2', () => {
  it('bad percent-encoding and a wrong method are the envelope', async () => {
    const session = h2Session(secure.url);
    const bad = await h2Call(session, apiHeaders('GET', '/api/izooms/get-by-id/%E0%A4%A'));
    expect(bad).toMatchObject(envelope(400, 'BAD_REQUEST'));
    const wrong = await h2Call(session, apiHeaders('PUT', '/api/albums/public-album-v2'));
    expect(wrong).toMatchObject(envelope(405, 'METHOD_NOT_ALLOWED'));
    expect(wrong.headers.allow).toBe('GET, HEAD');
    session.close();
  });
});
