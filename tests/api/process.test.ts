import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { databaseEnv } from '../support/postgres';
import { freePort } from '../support/server';
import { nodeCommand as node, startServerProcess as start } from '../support/server-process';

const admin = (dataDir: string, ...args: string[]) => {
  const [cmd, nodeArgs] = node('src/server/cli/admin.ts');
  const result = spawnSync(cmd, [...nodeArgs, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, ...database },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
};

let dataDir: string;
let database: Record<string, string>;
let port: number;
let url: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'izoom-process-'));
  database = await databaseEnv(dataDir);
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('on first start creates an admin and prints its password once; answers; stops cleanly on SIGTERM', async () => {
    const first = await start({ DATA_DIR: dataDir, PORT: String(port) });
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
    expect(first.output()).toContain('admin@izoom.local');
    expect(first.output()).toMatch(/"msg":"izoom is ready"/);

    const albums = await call(`${url}/api`, 'GET', '/albums/public-album-v2');
    expect(albums.body.success).toBe(true);
    expect((await fetch(`${url}/oidc/.well-known/openid-configuration`)).status).toBe(200);
    const tokens = await signIn(url, { email: 'admin@izoom.local', password: password ?? '' });
    expect(
      (await call(`${url}/api`, 'GET', '/users-izoomviewer/login/me', { token: tokens.access_token })).body.data,
    ).toMatchObject({ role: 1 });

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await start({ DATA_DIR: dataDir, PORT: String(port) });
    expect(second.output()).not.toMatch(/password:/);
    // The sign-in survives the restart: sessions and refresh tokens live in the database.
    const me = await call(`${url}/api`, 'GET', '/users-izoomviewer/login/me', { token: tokens.access_token });
    expect(me.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('refuses bad configuration with a clear message', () => {
    const [cmd, args] = node('src/server/main.ts');
    const result = spawnSync(cmd, args, {
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('configuration error: PORT must be an integer');
  });
});

describe('the admin CLI', () => {
  it('creates users, resets passwords, and issues personal access tokens that work until revoked', async () => {
    expect(admin(dataDir, 'create-user', 'kiosk@example.com', '--role', 'guest', '--name', 'Hall Kiosk').out).toMatch(
      /created guest kiosk@example.com/,
    );
    expect(admin(dataDir, 'create-user', 'kiosk@example.com', '--role', 'guest')).toMatchObject({ code: 2 });
    expect(admin(dataDir, 'create-user', 'x@example.com', '--role', 'boss').out).toContain(
      '--role must be admin, user or guest',
    );
    const reset = admin(dataDir, 'reset-password', 'kiosk@example.com', '--password', 'kiosk-password-1');
    expect(reset).toMatchObject({ code: 0 });

    // A label is a name: one line, no control characters (they would break the tab-separated list).
    expect(admin(dataDir, 'token', 'create', 'kiosk@example.com', '--name', 'hall\tB')).toMatchObject({
      code: 2,
      out: expect.stringContaining('--name must be one line without control characters'),
    });
    const created = admin(dataDir, 'token', 'create', 'kiosk@example.com', '--name', ' hall ', '--days', '30');
    const token = /(izp_\S+)/.exec(created.out)?.[1] ?? '';
    const id = /token (\d+)/.exec(created.out)?.[1] ?? '';
    expect(token).not.toBe('');

    const server = await start({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      const me = await call(`${url}/api`, 'GET', '/users-izoomviewer/login/me', { token });
      expect(me.body.data).toMatchObject({ email: 'kiosk@example.com', role: 3 });
      await signIn(url, { email: 'kiosk@example.com', password: 'kiosk-password-1' });
      expect(admin(dataDir, 'token', 'list').out).toMatch(new RegExp(`${id}\\tactive\\tkiosk@example.com\\thall`));
      expect(admin(dataDir, 'token', 'revoke', id).out).toContain(`token ${id} revoked`);
      const after = await call(`${url}/api`, 'GET', '/users-izoomviewer/login/me', { token });
      expect(after).toMatchObject({ status: 401, body: { data: { code: 'UNAUTHENTICATED' } } });
      expect(admin(dataDir, 'token', 'list', 'kiosk@example.com').out).toMatch(/\trevoked\t/);
      expect(admin(dataDir, 'token', 'revoke', id).code).toBe(2);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // Nine CLI processes and a server, each starting TypeScript: 20 s on SQLite, over 30 s on PostgreSQL in CI.
  }, 90_000);
});
