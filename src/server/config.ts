import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION } from '../shared/constants';
import { SCENE_FILE_CEILING } from '../shared/scene-file/rules';
import {
  apiBase,
  bool,
  databaseUrl,
  type Env,
  int,
  MiB,
  oneOf,
  positive,
  role,
  seconds,
  storage,
  tls,
  url,
} from './config-env';
import { type Config, TILE_FORMATS } from './config-settings';

export { ConfigError } from './config-env';
export * from './config-settings';

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
