// How loadConfig (config.ts) reads each kind of environment variable; a bad value is refused with a ConfigError.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_API_BASE } from '../shared/api-paths';
import type { Config, Role, StorageSettings } from './config-settings';
import { ROLES } from './config-settings';

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export const int = (env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
};

export const bool = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
};

export const MiB = 1024 * 1024;

export const oneOf = <T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T => {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if ((values as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${env[name]}"`);
};

export const positive = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got "${raw}"`);
  return value;
};

/** A duration given in seconds (fractions allowed, so tests can use short ones), as milliseconds. */
export const seconds = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0.1 || value > 86_400)
    throw new ConfigError(`${name} must be a number of seconds from 0.1 to 86400, got "${raw}"`);
  return Math.round(value * 1000);
};

export const url = (name: string, raw: string): string => {
  try {
    return new URL(raw).href.replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
};

export const apiBase = (raw: string | undefined): string => {
  const value = (raw ?? DEFAULT_API_BASE).trim().replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9._~/-]+$/.test(value) || ['/oidc', '/media', '/auth', '/assets'].includes(value)) {
    throw new ConfigError(`API_BASE must be a path such as /api that no other part uses, got "${raw}"`);
  }
  return value;
};

/** DATABASE_URL: PostgreSQL only. The refusal names the scheme, never the URL (it may hold a password). */
export const databaseUrl = (raw: string | undefined): string | undefined => {
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
export const tls = (env: Env): Config['tls'] => {
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
export const storage = (env: Env): StorageSettings => {
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
export const role = (env: Env, databaseUrl: string | undefined): Role => {
  const value = oneOf(env, 'IZOOM_ROLE', ROLES, 'all');
  if (value !== 'all' && !databaseUrl)
    throw new ConfigError(
      `IZOOM_ROLE=${value} needs DATABASE_URL (PostgreSQL): web and worker processes share its database and job queue, and SQLite is for one machine`,
    );
  return value;
};
