import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has embedded defaults: loopback 8080, ./data, /api, the embedded issuer', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      apiBase: '/api',
      publicUrl: 'http://127.0.0.1:8080',
      oidcIssuer: 'http://127.0.0.1:8080/oidc',
      embeddedIssuer: true,
      oidcClientId: 'izoom-web',
      oidcAudience: 'http://127.0.0.1:8080/api',
      minAppVersion: 'v1.0.32',
      registrationEnabled: true,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://izoom.example.org/',
      API_BASE: '/v2/',
      OIDC_ISSUER: 'https://id.example.org/realms/izoom',
      DISABLE_REGISTRATION: 'true',
      DEFAULT_VIEWER_EMAIL_DOMAIN: '@kiosks.example.org',
    });
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: 'https://izoom.example.org',
      apiBase: '/v2',
      oidcIssuer: 'https://id.example.org/realms/izoom',
      embeddedIssuer: false,
      oidcAudience: 'https://izoom.example.org/v2',
      registrationEnabled: false,
      defaultViewerEmailDomain: 'kiosks.example.org',
    });
  });

  it('has generation and upload defaults, and reads them', () => {
    expect(loadConfig({})).toMatchObject({
      uploads: { maxFileBytes: 512 * 1024 * 1024, maxZipRatio: 100, maxPicturePixels: 300_000_000 },
      generation: { tileFormat: 'jpeg', tileQuality: 85, oldVersionGraceSeconds: 600 },
      demoContent: true,
      demoMegapixels: 42,
    });
    expect(
      loadConfig({ TILE_FORMAT: 'WebP', TILE_QUALITY: '70', GENERATE_WORKERS: '3', DEMO_CONTENT: 'off' }),
    ).toMatchObject({ generation: { tileFormat: 'webp', tileQuality: 70, workers: 3 }, demoContent: false });
  });

  it('has slow-client limits, read in seconds (fractions too) and kept in milliseconds', () => {
    expect(loadConfig({}).timeouts).toEqual({
      headersMs: 20_000,
      bodyMs: 20_000,
      bodyMinBytesPerSecond: 500,
      keepAliveMs: 72_000,
    });
    expect(
      loadConfig({
        HEADERS_TIMEOUT_SECONDS: '0.5',
        BODY_TIMEOUT_SECONDS: '90',
        BODY_MIN_BYTES_PER_SECOND: '2000',
        KEEP_ALIVE_TIMEOUT_SECONDS: '5',
      }).timeouts,
    ).toEqual({ headersMs: 500, bodyMs: 90_000, bodyMinBytesPerSecond: 2000, keepAliveMs: 5000 });
    for (const name of ['HEADERS_TIMEOUT_SECONDS', 'BODY_TIMEOUT_SECONDS', 'KEEP_ALIVE_TIMEOUT_SECONDS']) {
      for (const raw of ['0', '0.01', '-1', 'soon', '100000'])
        expect(() => loadConfig({ [name]: raw }), `${name}=${raw}`).toThrow(
          `${name} must be a number of seconds from 0.1 to 86400, got "${raw}"`,
        );
    }
    expect(() => loadConfig({ BODY_MIN_BYTES_PER_SECOND: '0' })).toThrow(/BODY_MIN_BYTES_PER_SECOND/);
    expect(() => loadConfig({ BODY_MIN_BYTES_PER_SECOND: '1.5' })).toThrow(/BODY_MIN_BYTES_PER_SECOND/);
  });

  it('has scene file limits, read from the environment up to what the viewer reads', () => {
    expect(loadConfig({}).scene).toEqual({
      maxBytes: 64 * 1024 * 1024,
      maxItems: 10_000,
      maxDataUriBytes: 4 * 1024 * 1024,
      validationSeconds: 30,
    });
    expect(loadConfig({ SCENE_MAX_ITEMS: '50000', SCENE_VALIDATION_SECONDS: '5' }).scene).toMatchObject({
      maxItems: 50_000,
      validationSeconds: 5,
    });
    expect(() => loadConfig({ SCENE_MAX_ITEMS: '100001' })).toThrow(
      /SCENE_MAX_ITEMS must be an integer from 1 to 100000/,
    );
    expect(() => loadConfig({ SCENE_MAX_BYTES: String(513 * 1024 * 1024) })).toThrow(/SCENE_MAX_BYTES/);
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => loadConfig({ PORT: '80a' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '80a' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'izoom.local' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ API_BASE: '/oidc' })).toThrow(/API_BASE/);
    expect(() => loadConfig({ DISABLE_REGISTRATION: 'maybe' })).toThrow(/DISABLE_REGISTRATION/);
    expect(() => loadConfig({ TILE_FORMAT: 'avif' })).toThrow(/TILE_FORMAT must be one of jpeg, webp, png/);
    expect(() => loadConfig({ TILE_QUALITY: '101' })).toThrow(/TILE_QUALITY must be an integer from 1 to 100/);
    expect(() => loadConfig({ GENERATE_WORKERS: '0' })).toThrow(/GENERATE_WORKERS/);
    expect(() => loadConfig({ DEMO_MEGAPIXELS: '-1' })).toThrow(/DEMO_MEGAPIXELS/);
  });

  it('runs every role in one process by default; web and worker apart only on PostgreSQL', () => {
    const pg = { DATABASE_URL: 'postgres://izoom@db/izoom' };
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ...pg, IZOOM_ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ ...pg, IZOOM_ROLE: 'Worker' }).role).toBe('worker');
    expect(() => loadConfig({ IZOOM_ROLE: 'worker' })).toThrow(
      'IZOOM_ROLE=worker needs DATABASE_URL (PostgreSQL): web and worker processes share its database and job queue, and SQLite is for one machine',
    );
    expect(() => loadConfig({ IZOOM_ROLE: 'web' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...pg, IZOOM_ROLE: 'api' })).toThrow(
      'IZOOM_ROLE must be one of all, web, worker, got "api"',
    );
  });

  it("times queue jobs: liveness before a dead worker's job moves on, and the longest run", () => {
    expect(loadConfig({}).generation.jobs).toEqual({ livenessSeconds: 40, maxSeconds: 21_600 });
    expect(loadConfig({ JOB_LIVENESS_SECONDS: '3', JOB_MAX_SECONDS: '600' }).generation.jobs).toEqual({
      livenessSeconds: 3,
      maxSeconds: 600,
    });
    expect(() => loadConfig({ JOB_LIVENESS_SECONDS: '1' })).toThrow(
      /JOB_LIVENESS_SECONDS must be an integer from 2 to 600/,
    );
  });

  it('uses SQLite in DATA_DIR unless DATABASE_URL names a PostgreSQL server', () => {
    expect(loadConfig({}).database).toEqual({ url: undefined, poolSize: 10 });
    for (const url of ['postgres://izoom:secret@db:5432/izoom', 'postgresql://db/izoom?sslmode=require'])
      expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4' }).database).toEqual({ url, poolSize: 4 });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:secret@db/izoom' })).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql:// (PostgreSQL is the only database server izoom runs on), got a "mysql:" URL',
    );
    expect(() => loadConfig({ DATABASE_URL: 'db.example.org/izoom' })).toThrow(/DATABASE_URL must be a URL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:secret@db/izoom' })).not.toThrow(/secret/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be an integer from 1/);
  });

  describe('TLS', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'izoom-tls-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const pair = (name: string) => {
      const [cert, key] = [path.join(dir, `${name}.crt`), path.join(dir, `${name}.key`)];
      const args = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj /CN=127.0.0.1 -days 1';
      execFileSync('openssl', [...args.split(' '), '-keyout', key, '-out', cert], { stdio: 'ignore' });
      return { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
    };

    it('is off by default, and serves https at PUBLIC_URL with a certificate and its key', () => {
      expect(loadConfig({}).tls).toBeUndefined();
      const config = loadConfig({ ...pair('a'), PORT: '8443' });
      expect(config.tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
      expect(config.publicUrl).toBe('https://127.0.0.1:8443');
    });

    it("refuses one file without the other, a missing file, and a key that is not the certificate's", () => {
      const a = pair('b');
      expect(() => loadConfig({ TLS_CERT_FILE: a.TLS_CERT_FILE })).toThrow(
        /TLS_CERT_FILE and TLS_KEY_FILE go together.*only TLS_CERT_FILE is set/,
      );
      expect(() => loadConfig({ TLS_KEY_FILE: a.TLS_KEY_FILE })).toThrow(/only TLS_KEY_FILE is set/);
      const missing = path.join(dir, 'nowhere.key');
      expect(() => loadConfig({ ...a, TLS_KEY_FILE: missing })).toThrow(ConfigError);
      expect(() => loadConfig({ ...a, TLS_KEY_FILE: missing })).toThrow(
        `TLS_KEY_FILE: cannot read "${missing}" (ENOENT)`,
      );
      writeFileSync(path.join(dir, 'text.crt'), 'not a certificate');
      expect(() => loadConfig({ ...a, TLS_CERT_FILE: path.join(dir, 'text.crt') })).toThrow(/is not a PEM certificate/);
      expect(() => loadConfig({ ...a, TLS_KEY_FILE: pair('c').TLS_KEY_FILE })).toThrow(
        /is not the key of the certificate/,
      );
    });
  });
});
