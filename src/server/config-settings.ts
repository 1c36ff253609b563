import type { SceneFileLimits } from '../shared/scene-file/rules';

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
