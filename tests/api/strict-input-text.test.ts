import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_PATTERNS } from '../../src/shared/text';
import { call } from '../support/api';
import { openInteraction, signIn } from '../support/oidc-flow';
import { detailedJpeg } from '../support/pictures';
import { expectRefused, withValue } from '../support/refused';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/** Names and other text: trimmed, no control characters, within documented limits — in the API and its OpenAPI document. */

const U = '/users-izoomviewer';
const CONTROLS = {
  NUL: '\u0000',
  CR: '\r',
  LF: '\n',
  TAB: '\t',
  ESC: '\u001b',
  DEL: '\u007f',
  NEL: '\u0085',
  LS: '\u2028',
};
const ONE_LINE = 'One line without control characters (no tabs or line breaks)';

let server: TestServer;
let admin: string;
let user: string;
let izoomId: number;
let albumId: number;

const post = (path: string, body: unknown, token = user) => call(server.api, 'POST', path, { token, body });
const get = (path: string) => call(server.api, 'GET', path, { token: user });
const me = async () => (await get(`${U}/login/me`)).body.data;
const readIzoom = async () => (await get(`/izooms/get-by-id/${izoomId}`)).body.data;
const readAlbum = async () => (await get(`/albums/get-by-id/${albumId}`)).body.data;
const exists = async (email: string) =>
  (await call(server.api, 'POST', `${U}/check-account`, { body: { email } })).body.data.exists;

/** Calls that take a single-line name (or other single-line text), the field, and what they would change. */
interface LineCase {
  path: () => string;
  base: () => unknown;
  at: string;
  read: () => unknown;
  token?: () => string;
  /** May be empty (prepare-account's full name then comes from the e-mail). */
  optional?: boolean;
}
const LINES: LineCase[] = [
  {
    path: () => '/izooms/create',
    base: () => ({ name: 'x' }),
    at: 'name',
    read: async () => (await get('/izooms/get')).body.data.total,
  },
  { path: () => `/izooms/update/${izoomId}`, base: () => ({ name: 'x' }), at: 'name', read: readIzoom },
  {
    path: () => '/albums/create',
    base: () => ({ name: 'x' }),
    at: 'name',
    read: async () => (await get('/albums/get')).body.data.total,
  },
  { path: () => `/albums/update/${albumId}`, base: () => ({ name: 'x' }), at: 'name', read: readAlbum },
  {
    path: () => `/albums/update-group/${albumId}`,
    base: () => ({ groups: [{ id: 'g', name: 'x', izoomIds: [] }] }),
    at: 'groups.0.name',
    read: readAlbum,
  },
  { path: () => `${U}/login`, base: () => ({ user: { fullname: 'x' } }), at: 'user.fullname', read: me },
  { path: () => `${U}/login`, base: () => ({ user: { lastname: 'x' } }), at: 'user.lastname', read: me },
  { path: () => `${U}/login`, base: () => ({ user: { address: { city: 'x' } } }), at: 'user.address.city', read: me },
  {
    path: () => `${U}/prepare-account`,
    base: () => ({ email: 'text-kiosk@test.izoom', fullname: 'x' }),
    at: 'fullname',
    token: () => admin,
    read: () => exists('text-kiosk@test.izoom'),
    optional: true,
  },
];
const REQUIRED = LINES.filter((c) => /(^|\.)(name|fullname)$/.test(c.at) && !c.optional);

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT: '1000' });
  admin = (await signIn(server.url, ADMIN)).access_token;
  user = (await signIn(server.url, { email: 'ann@test.izoom', password: 'ann-password-1', registerAs: '  Ann  Able ' }))
    .access_token;
  izoomId = (await post('/izooms/create', { name: 'Mine', description: 'Kept' })).body.data.id;
  albumId = (await post('/albums/create', { name: 'Mine' })).body.data.id;
});
afterAll(() => server?.close());

describe('single-line text', () => {
  it.each(LINES.map((c) => [c.at, c]))(
    '%s refuses NUL, CR, LF, TAB, ESC, DEL, U+0085 and U+2028 inside it',
    async (at, c) => {
      const before = await c.read();
      for (const [label, control] of Object.entries(CONTROLS)) {
        const answer = await post(c.path(), withValue(c.base(), at, `a${control}b`), c.token?.());
        expectRefused(answer, `body.${at}`, `${at.split('.').at(-1)} is not valid`);
        expect(answer.body.description, label).toBe(ONE_LINE);
      }
      expect(await c.read()).toEqual(before);
    },
  );

  it.each(REQUIRED.map((c) => [c.at, c]))('%s that is only whitespace is "required"', async (at, c) => {
    const before = await c.read();
    for (const blank of ['', '   ', ' \t\n ', '\u3000']) {
      const answer = await post(c.path(), withValue(c.base(), at, blank), c.token?.());
      expectRefused(answer, `body.${at}`, `${at.split('.').at(-1)} is required`);
    }
    expect(await c.read()).toEqual(before);
  });

  it.each(LINES.map((c) => [c.at, c]))('%s is at most 200 characters, counted after trimming', async (at, c) => {
    const before = await c.read();
    const answer = await post(c.path(), withValue(c.base(), at, 'x'.repeat(201)), c.token?.());
    expectRefused(answer, `body.${at}`, `${at.split('.').at(-1)} is not valid`);
    expect(answer.body.description).toBe('Maximum field length: 200');
    expect(await c.read()).toEqual(before);
  });

  it('is stored trimmed, inner spaces kept', async () => {
    expect((await me()).fullname).toBe('Ann  Able');
    const padded = ` ${'y'.repeat(200)}\t`;
    expect((await post(`/izooms/update/${izoomId}`, { name: padded })).body.data.name).toBe('y'.repeat(200));
    expect((await readIzoom()).name).toBe('y'.repeat(200));
    await post(`/albums/update/${albumId}`, { name: '\u3000Sea  view\n' });
    await post(`/albums/update-group/${albumId}`, { groups: [{ id: 'g', name: '  Hall A ', izoomIds: [] }] });
    expect(await readAlbum()).toMatchObject({ name: 'Sea  view', groups: [{ name: 'Hall A' }] });
    await post(`${U}/login`, { user: { fullname: ' Ann Able ', phone: ' +81 3 ', address: { city: ' Kyoto ' } } });
    expect(await me()).toMatchObject({ fullname: 'Ann Able', phone: '+81 3', address: { city: 'Kyoto' } });
    const kiosk = await post(`${U}/prepare-account`, { email: ' trim-kiosk@test.izoom ', fullname: ' ' }, admin);
    expect(kiosk.body.data.user).toMatchObject({ email: 'trim-kiosk@test.izoom', fullname: 'trim-kiosk' });
  });

  it('e-mail addresses and the sign-in forms follow the same rules', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`;
    expectRefused(await post(`${U}/check-account`, { email: long }), 'body.email');
    expectRefused(await post(`${U}/prepare-account`, { email: 'lob\u0000by' }, admin), 'body.email');
    expect((await post(`${U}/check-account`, { email: ' ann@test.izoom\n' })).body.data.exists).toBe(true);

    const registration = await openInteraction(server.url, { register: true });
    const form = { email: 'cat@test.izoom', fullname: 'Cat\u2028Trim', password: 'cat-password-1' };
    const refused = await registration.submit(form);
    expectRefused({ status: refused.status, body: await refused.json() }, 'body.fullname', 'fullname is not valid');
    expect(await exists('cat@test.izoom')).toBe(false);
    const blank = await registration.submit({ ...form, fullname: ' \t ' });
    expectRefused({ status: blank.status, body: await blank.json() }, 'body.fullname', 'fullname is required');
    expect((await registration.submit({ ...form, email: ' cat@test.izoom ', fullname: ' Cat ' })).status).toBe(200);
    expect(await exists('cat@test.izoom')).toBe(true);
  });
});

describe('names that come from files', () => {
  it('an uploaded picture named with control characters is named on one line', async () => {
    const picture = await detailedJpeg(64, 48);
    const sent = await upload(server.api, `/izooms/upload/${izoomId}`, admin, [
      { name: ` night\tsky\u2028over\u0085the bay.jpg `, data: picture },
      { name: `${'z'.repeat(250)}.jpg`, data: picture },
    ]);
    expect(sent.status).toBe(201);
    const names = (await readIzoom()).pictures.map((p: { name: string }) => p.name);
    expect(names).toContain('night sky over the bay.jpg');
    expect(names).toContain('z'.repeat(200));
  });
});

describe('multi-line text (descriptions)', () => {
  it('keeps line breaks as LF (CRLF and CR become LF) and is trimmed', async () => {
    const saved = await post(`/izooms/update/${izoomId}`, { description: '  One\r\nTwo\rThree\n\n' });
    expect(saved.body.data.description).toBe('One\nTwo\nThree');
    await post(`/albums/update/${albumId}`, { description: '\nFirst\n\nSecond ' });
    expect((await readAlbum()).description).toBe('First\n\nSecond');
  });

  it('refuses every other control character and more than 5000 characters; nothing changes', async () => {
    const before = await readIzoom();
    for (const control of ['\u0000', '\t', '\u000b', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029']) {
      for (const path of [`/izooms/update/${izoomId}`, '/izooms/create', '/albums/create']) {
        const answer = await post(path, { name: 'n', description: `a${control}b` });
        expectRefused(answer, 'body.description', 'description is not valid');
        expect(answer.body.description).toBe('No control characters other than line breaks (no tabs)');
      }
    }
    const long = await post(`/izooms/update/${izoomId}`, { description: 'x'.repeat(5001) });
    expectRefused(long, 'body.description');
    expect(long.body.description).toBe('Maximum field length: 5000');
    expect(await readIzoom()).toEqual(before);
    expect((await get('/izooms/get')).body.data.total).toBe(1);
  });
});

describe('the OpenAPI document', () => {
  type Schema = { properties: Record<string, Schema>; items: Schema } & Record<string, unknown>;
  type Document = { paths: Record<string, { post: { requestBody: { content: Record<string, { schema: Schema }> } } }> };
  const bodyOf = (document: Document, path: string) => document.paths[`/api${path}`]?.post.requestBody.content ?? {};

  it('carries the limits, patterns and rules of every text field', async () => {
    const document = await (await fetch(`${server.api}/docs/json`)).json();
    const name = bodyOf(document, '/izooms/create')['application/json']?.schema.properties.name;
    expect(name).toMatchObject({ minLength: 1, maxLength: 200, pattern: TEXT_PATTERNS['single-line'] });
    expect(name?.description).toMatch(/Trimmed; 1–200 characters; one line without control characters/);
    const description = bodyOf(document, '/albums/update/{id}')['application/json']?.schema.properties.description;
    expect(description).toMatchObject({ maxLength: 5000, pattern: TEXT_PATTERNS['multi-line'] });
    expect(description?.description).toMatch(/CRLF and CR become LF, then trimmed; 0–5000 characters/);
    const group = bodyOf(document, '/albums/update-group/{id}')['application/json']?.schema.properties.groups?.items;
    expect(group?.properties.name).toMatchObject({
      minLength: 1,
      maxLength: 200,
      pattern: TEXT_PATTERNS['single-line'],
    });
    const profile = bodyOf(document, '/users-izoomviewer/login')['application/json']?.schema.properties.user;
    expect(profile?.properties.phone).toMatchObject({ maxLength: 40, pattern: TEXT_PATTERNS['single-line'] });
    expect(profile?.properties.address?.properties.city).toMatchObject({ maxLength: 200 });
    const email = bodyOf(document, '/users-izoomviewer/check-account')['application/json']?.schema.properties.email;
    expect(email).toMatchObject({ format: 'email', maxLength: 254, description: expect.stringMatching(/trimmed/) });
    const poster = bodyOf(document, '/izooms/update-poster/{id}');
    expect(Object.keys(poster)).toEqual(['application/json', 'multipart/form-data']);
    expect(
      bodyOf(document, '/izooms/update-img/{id}')['multipart/form-data']?.schema.properties.pictureId,
    ).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
  });
});
