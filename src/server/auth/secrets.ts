import { createHash, randomBytes } from 'node:crypto';

/** Opaque secrets (reset links, personal access tokens) are stored only as their SHA-256. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

export const PERSONAL_TOKEN_PREFIX = 'izp_';
export const newPersonalToken = (): string => `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
export const newResetToken = (): string => randomBytes(32).toString('base64url');
