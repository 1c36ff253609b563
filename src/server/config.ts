import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_API_BASE } from '../shared/api-paths';
import { APP_VERSION } from '../shared/constants';
import { SCENE_FILE_CEILING, type SceneFileLimits } from '../shared/scene-file/rules';

/** Everything the server reads from the environment, with the embedded defaults. */
export interface Config {
  /** What this process does: `web` serves and queues, `worker` generates, `all` both (one machine). */
  role: Role;
  port: number;
  host: string;
  /** HTTP/2 over TLS (HTTP/1.1 clients still answered) with this certificate and key, PEM; plain HTTP without. */
  tls: { cert: Buffer; key: Buffer } | undefined;
  dataDir: string;
  /** PostgreSQL when `url` is set (DATABASE_URL); SQLite in `dataDir` otherwise. */
  database: DatabaseSettings;
  /** Local scratch: uploads in flight and generations in progress (emptied at start). */
  workDir: string;
  /** Where originals and media are kept: DATA_DIR, or an S3-compatible bucket. */
  storage: StorageSettings;
  distDir: string;
  apiBase: string;
  publicUrl: string;
  /** The issuer whose tokens the API accepts. Equal to `${publicUrl}/oidc` when the embedded issuer is used. */
  oidcIssuer: string;
  embeddedIssuer: boolean;
  oidcClientId: string;
  /** `aud` of access tokens for this API. */
  oidcAudience: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  minAppVersion: string;
  registrationEnabled: boolean;
  defaultViewerEmailDomain: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  bodyLimitBytes: number;
  /** Small media files (tiles, manifests, thumbnails) kept in memory, in bytes; 0 serves every one from disk. */
  mediaMemoryBytes: number;
  trustProxy: boolean;
  logLevel: string;
  /** Requests per minute per address on login, check-account and forgot-password. */
  authRateLimit: number;
  accessTokenTtlSeconds: number;
  uploads: UploadLimits;
  timeouts: Timeouts;
  scene: SceneLimits;
  generation: GenerationSettings;
  /** Seed the public demo album on an empty data folder. */
  demoContent: boolean;
  demoMegapixels: number;
}

export interface DatabaseSettings {
  /** A postgres:// or postgresql:// connection URL. */
  url: string | undefined;
  /** Most connections the PostgreSQL pool opens. */
  poolSize: number;
}

export interface UploadLimits {
  /** Largest picture, poster or scene file, in bytes. */
  maxFileBytes: number;
  /** Most files in one upload request. */
  maxFiles: number;
  maxZipBytes: number;
  maxZipEntries: number;
  maxZipUncompressedBytes: number;
  /** Largest uncompressed/compressed ratio of one zip entry over 1 MiB. */
  maxZipRatio: number;
  /** Largest picture in pixels (width × height): refuses decompression bombs. */
  maxPicturePixels: number;
}

/** How long slow clients may take (src/server/slow-clients.ts), in milliseconds. */
export interface Timeouts {
  /** The request line and headers, from the request's first byte (a new connection's: from connecting); a TLS handshake too. */
  headersMs: number;
  /** A body's credit: time spends it, received bytes earn it back, up to this much. */
  bodyMs: number;
  /** Bytes of body that earn one second of credit: the slowest a body may arrive. */
  bodyMinBytesPerSecond: number;
  /** An idle connection between requests. */
  keepAliveMs: number;
}

/** What an album's scene file (.glb) may be; checked at upload. */
export interface SceneLimits extends SceneFileLimits {
  /** Largest scene file, in bytes (a panorama is a picture: UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** How long the glTF validator may take over one file. */
  validationSeconds: number;
}

export const TILE_FORMATS = ['jpeg', 'webp', 'png'] as const;
export type TileFormat = (typeof TILE_FORMATS)[number];

export interface GenerationSettings {
  tileFormat: TileFormat;
  /** 1–100, for the lossy formats. */
  tileQuality: number;
  /** Imaging worker processes; each tiles one picture at a time. */
  workers: number;
  /** How long a replaced version keeps serving before it is deleted. */
  oldVersionGraceSeconds: number;
  /** The queue engine's timings (PostgreSQL only). */
  jobs: JobTimings;
}

export interface JobTimings {
  /** A job whose worker gave no sign of life for this long is retried by another worker (or failed). */
  livenessSeconds: number;
  /** The longest one generation may run. */
  maxSeconds: number;
}

export const ROLES = ['all', 'web', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export interface S3Settings {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket, without slashes at either end; '' for the whole bucket. */
  prefix: string;
  /** An S3-compatible server's URL; the AWS endpoint of `region` when unset. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}
export type StorageSettings = { kind: 'local' } | S3Settings;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const int = (env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
};

const bool = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
};

const MiB = 1024 * 1024;

const oneOf = <T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T => {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if ((values as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${env[name]}"`);
};

const positive = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got "${raw}"`);
  return value;
};

/** A duration given in seconds (fractions allowed, so tests can use short ones), as milliseconds. */
const seconds = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0.1 || value > 86_400)
    throw new ConfigError(`${name} must be a number of seconds from 0.1 to 86400, got "${raw}"`);
  return Math.round(value * 1000);
};

const url = (name: string, raw: string): string => {
  try {
    return new URL(raw).href.replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
};

const apiBase = (raw: string | undefined): string => {
  const value = (raw ?? DEFAULT_API_BASE).trim().replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9._~/-]+$/.test(value) || ['/oidc', '/media', '/auth', '/assets'].includes(value)) {
    throw new ConfigError(`API_BASE must be a path such as /api that no other part uses, got "${raw}"`);
  }
  return value;
};

/** DATABASE_URL: PostgreSQL only. The refusal names the scheme, never the URL (it may hold a password). */
const databaseUrl = (raw: string | undefined): string | undefined => {
  if (!raw?.trim()) return undefined;
  let scheme: string;
  try {
    scheme = new URL(raw.trim()).protocol;
  } catch {
    throw new ConfigError('DATABASE_URL must be a URL such as postgres://user:password@host:5432/izoom');
  }
  if (scheme !== 'postgres:' && scheme !== 'postgresql:')
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql:// (PostgreSQL is the only database server izoom runs on), got a "${scheme}" URL`,
    );
  return raw.trim();
};

/** What `make` answers, or a ConfigError that says `refusal` of what it threw. */
const attempt = <T>(make: () => T, refusal: (error: unknown) => string): T => {
  try {
    return make();
  } catch (error) {
    throw new ConfigError(refusal(error));
  }
};

const readFile = (name: string, file: string): Buffer =>
  attempt(
    () => readFileSync(path.resolve(file)),
    (error) => `${name}: cannot read "${file}" (${(error as NodeJS.ErrnoException).code ?? error})`,
  );

/** TLS_CERT_FILE and TLS_KEY_FILE: both (a certificate and its private key, PEM) or neither. */
const tls = (env: Env): Config['tls'] => {
  const [certFile, keyFile] = [env.TLS_CERT_FILE, env.TLS_KEY_FILE];
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new ConfigError(
      `TLS_CERT_FILE and TLS_KEY_FILE go together (HTTPS needs both the certificate and its key); only ${certFile ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'} is set`,
    );
  const [cert, key] = [readFile('TLS_CERT_FILE', certFile), readFile('TLS_KEY_FILE', keyFile)];
  const certificate = attempt(
    () => new X509Certificate(cert),
    () => `TLS_CERT_FILE: "${certFile}" is not a PEM certificate`,
  );
  const privateKey = attempt(
    () => createPrivateKey(key),
    () => `TLS_KEY_FILE: "${keyFile}" is not a PEM private key (without a passphrase)`,
  );
  if (!certificate.checkPrivateKey(privateKey))
    throw new ConfigError(`TLS_KEY_FILE: "${keyFile}" is not the key of the certificate in "${certFile}"`);
  return { cert, key };
};

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'];
/** What S3 allows in a bucket name (virtual-host style too): lower case, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** STORAGE_URL=s3://bucket/prefix with S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE; unset: DATA_DIR. */
const storage = (env: Env): StorageSettings => {
  const raw = env.STORAGE_URL?.trim();
  if (!raw) {
    const stray = S3_VARIABLES.filter((name) => env[name]);
    if (stray.length > 0)
      throw new ConfigError(`${stray.join(', ')}: only used with STORAGE_URL=s3://bucket/prefix, which is not set`);
    return { kind: 'local' };
  }
  const [, bucket = '', rest = ''] = /^s3:\/\/([^/]*)\/?(.*)$/.exec(raw) ?? [];
  if (!bucket) throw new ConfigError(`STORAGE_URL must be s3://bucket or s3://bucket/prefix, got "${raw}"`);
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    throw new ConfigError(
      `STORAGE_URL: "${bucket}" is not a valid bucket name (3–63 lower-case letters, digits, dots and hyphens)`,
    );
  const prefix = rest.replace(/\/+$/, '');
  const segments = prefix === '' ? [] : prefix.split('/');
  if (segments.some((segment) => ['', '.', '..'].includes(segment)))
    throw new ConfigError(`STORAGE_URL: the prefix "${rest}" has an empty, "." or ".." segment`);
  const endpoint = env.S3_ENDPOINT ? url('S3_ENDPOINT', env.S3_ENDPOINT) : undefined;
  if (endpoint && !/^https?:/.test(endpoint))
    throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// URL, got "${env.S3_ENDPOINT}"`);
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
  };
};

/** IZOOM_ROLE: `web` and `worker` split the work between processes, which only a database server allows. */
const role = (env: Env, databaseUrl: string | undefined): Role => {
  const value = oneOf(env, 'IZOOM_ROLE', ROLES, 'all');
  if (value !== 'all' && !databaseUrl)
    throw new ConfigError(
      `IZOOM_ROLE=${value} needs DATABASE_URL (PostgreSQL): web and worker processes share its database and job queue, and SQLite is for one machine`,
    );
  return value;
};

export function loadConfig(env: Env = process.env): Config {
  const database = databaseUrl(env.DATABASE_URL);
  const port = int(env, 'PORT', 8080);
  const host = env.HOST || '127.0.0.1';
  const secure = tls(env);
  const origin = `${secure ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const publicUrl = url('PUBLIC_URL', env.PUBLIC_URL || origin);
  const base = apiBase(env.API_BASE);
  const embeddedIssuerUrl = `${publicUrl}/oidc`;
  const oidcIssuer = env.OIDC_ISSUER ? url('OIDC_ISSUER', env.OIDC_ISSUER) : embeddedIssuerUrl;
  return {
    role: role(env, database),
    port,
    host,
    tls: secure,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    database: { url: database, poolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 1000) },
    workDir: path.resolve(env.WORK_DIR || path.join(env.DATA_DIR || './data', 'work')),
    storage: storage(env),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    apiBase: base,
    publicUrl,
    oidcIssuer,
    embeddedIssuer: oidcIssuer === embeddedIssuerUrl,
    oidcClientId: env.OIDC_CLIENT_ID || 'izoom-web',
    oidcAudience: env.OIDC_AUDIENCE || `${publicUrl}${base}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'izoom <no-reply@izoom.local>',
    minAppVersion: env.MIN_APP_VERSION || APP_VERSION,
    registrationEnabled: !bool(env, 'DISABLE_REGISTRATION', false),
    defaultViewerEmailDomain: (env.DEFAULT_VIEWER_EMAIL_DOMAIN || 'viewer.izoom.local').replace(/^@/, ''),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    mediaMemoryBytes: int(env, 'MEDIA_MEMORY_BYTES', 64 * MiB, 0),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel: env.LOG_LEVEL || 'info',
    authRateLimit: int(env, 'AUTH_RATE_LIMIT', 10, 1),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 3600, 10),
    uploads: {
      maxFileBytes: int(env, 'UPLOAD_MAX_BYTES', 512 * MiB, 1024),
      maxFiles: int(env, 'UPLOAD_MAX_FILES', 500, 1),
      maxZipBytes: int(env, 'ZIP_MAX_BYTES', 4096 * MiB, 1024),
      maxZipEntries: int(env, 'ZIP_MAX_ENTRIES', 5000, 1),
      maxZipUncompressedBytes: int(env, 'ZIP_MAX_UNCOMPRESSED_BYTES', 8192 * MiB, 1024),
      maxZipRatio: int(env, 'ZIP_MAX_RATIO', 100, 2),
      maxPicturePixels: int(env, 'PICTURE_MAX_PIXELS', 300_000_000, 1),
    },
    timeouts: {
      headersMs: seconds(env, 'HEADERS_TIMEOUT_SECONDS', 20),
      bodyMs: seconds(env, 'BODY_TIMEOUT_SECONDS', 20),
      bodyMinBytesPerSecond: int(env, 'BODY_MIN_BYTES_PER_SECOND', 500, 1),
      keepAliveMs: seconds(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72),
    },
    scene: {
      maxBytes: int(env, 'SCENE_MAX_BYTES', 64 * MiB, 1024, SCENE_FILE_CEILING.maxBytes),
      maxItems: int(env, 'SCENE_MAX_ITEMS', 10_000, 1, SCENE_FILE_CEILING.maxItems),
      maxDataUriBytes: int(env, 'SCENE_MAX_DATA_URI_BYTES', 4 * MiB, 0, SCENE_FILE_CEILING.maxDataUriBytes),
      validationSeconds: int(env, 'SCENE_VALIDATION_SECONDS', 30, 1, 600),
    },
    generation: {
      tileFormat: oneOf(env, 'TILE_FORMAT', TILE_FORMATS, 'jpeg'),
      tileQuality: int(env, 'TILE_QUALITY', 85, 1, 100),
      workers: int(env, 'GENERATE_WORKERS', os.availableParallelism(), 1),
      oldVersionGraceSeconds: int(env, 'OLD_VERSION_GRACE_SECONDS', 600, 0),
      jobs: {
        livenessSeconds: int(env, 'JOB_LIVENESS_SECONDS', 40, 2, 600),
        maxSeconds: int(env, 'JOB_MAX_SECONDS', 6 * 3600, 60, 7 * 86_400),
      },
    },
    demoContent: bool(env, 'DEMO_CONTENT', true),
    demoMegapixels: positive(env, 'DEMO_MEGAPIXELS', 42),
  };
}

export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');
