import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 strings in UTC; JSON columns are text. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  fullname: string;
  firstname: string;
  lastname: string;
  role: number;
  language: string;
  phone: Generated<string>;
  /** JSON: the rest of the profile (occupation, address, settings…). */
  profile: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface IdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface PersonalTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** The payload's accountId (grants, sessions, tokens), for ending an account's sign-ins. */
  account_id: string | null;
  /** Epoch seconds. */
  expires_at: number | null;
  consumed_at: number | null;
}

/** The embedded issuer's keys, shared by every instance (one row, `embedded`). */
export interface IssuerKeysTable {
  name: string;
  /** JSON: the private JWKS the issuer signs with. */
  jwks: string;
  /** JSON: the keys that sign the issuer's cookies, newest first. */
  cookie_keys: string;
  created_at: string;
}

/** One client's count on one rate-limited route, in its current window. */
export interface RateLimitsTable {
  /** `METHOD /route/pattern`. */
  route: string;
  /** The client's address. */
  client: string;
  hits: number;
  /** Epoch milliseconds. */
  window_ends_at: number;
}

export interface IzoomsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string;
  is_public: number;
  state: Generated<string>;
  progress: Generated<number>;
  message: Generated<string>;
  started_at: string | null;
  finished_at: string | null;
  version: Generated<number>;
  /** Key of the published version's media folder (unguessable); null until the first generation. */
  media_key: string | null;
  thumbs_key: string | null;
  poster_key: string | null;
  /** `auto` (the first picture), `picture` (chosen) or `upload`. */
  poster_origin: string | null;
  poster_picture_id: number | null;
  /** An uploaded poster's original, relative to the originals folder. */
  poster_file: string | null;
  poster_width: number | null;
  poster_height: number | null;
  created_at: string;
  updated_at: string;
}

export interface PicturesTable {
  id: Generated<number>;
  izoom_id: number;
  position: number;
  /** The uploaded file's name (or its path inside a zip). */
  name: string;
  format: string;
  /** Upright size (EXIF orientation applied). */
  width: number;
  height: number;
  bytes: number;
  /** sha256 of the uploaded bytes, hex. */
  hash: string;
  /** The original, relative to the originals folder; empty for an outside IIIF image. */
  file: string;
  /** An outside IIIF image's info.json URL (only browsers fetch it); null for an uploaded picture. */
  iiif_info_url: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  izoom_id: number;
  /** queued | running | done | failed | stopped */
  state: string;
  attempts: Generated<number>;
  message: Generated<string>;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** 1 once a stop was asked for while it ran (the worker may be another process). */
  stop_requested: Generated<number>;
}

export interface AlbumsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string;
  is_public: number;
  poster_izoom_id: number | null;
  cill_file: string | null;
  /** JSON: AlbumGroup[] */
  groups: Generated<string>;
  /** JSON: AlbumPosition[] */
  positions: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  password_resets: PasswordResetsTable;
  personal_tokens: PersonalTokensTable;
  oidc_payloads: OidcPayloadsTable;
  issuer_keys: IssuerKeysTable;
  rate_limits: RateLimitsTable;
  izooms: IzoomsTable;
  albums: AlbumsTable;
  pictures: PicturesTable;
  jobs: JobsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type IzoomRow = Selectable<IzoomsTable>;
export type PictureRow = Selectable<PicturesTable>;
export type JobRow = Selectable<JobsTable>;
export type AlbumRow = Selectable<AlbumsTable>;
export type PersonalTokenRow = Selectable<PersonalTokensTable>;
