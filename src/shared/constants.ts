/** Spec §9 business constants: the one home for every value the spec names. */

export const APP_VERSION = 'v1.0.32';
/** The viewer build has its own version; a build may add a suffix (for example `-kiosk`). */
export const VIEWER_VERSION_BASE = 'v0.0.24';
/** A build suffix starts with a separator (`kiosk` → `-kiosk`); anything but a non-blank string is none. */
export const normalizeSuffix = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  const suffix = value.trim();
  if (!suffix) return '';
  return /^[-+.]/.test(suffix) ? suffix : `-${suffix}`;
};
export const viewerVersion = (suffix: unknown = ''): string => `${VIEWER_VERSION_BASE}${normalizeSuffix(suffix)}`;

export const TOKEN_REFRESH_INTERVAL_MS = 1_800_000;
export const CURRENT_USER_TIMEOUT_MS = 25_000;
export const ADMIN_SPLASH_DELAY_MS = 500;
export const THEME_SWITCH_FLAG_MS = 300;

export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'ja'] as const;
/** Languages that carry only the menu, login and list labels (spec §1). */
export const PARTIAL_LANGUAGES = ['zh', 'es', 'de', 'fr'] as const;

export const WAKE_LOCK_MAX_RETRIES = 2;
export const MOCK_BACKEND_DELAY_MS = 500;
export const SLIDE_ANIMATION_MS = 600;
export const SCROLL_ANIMATION_MS = 500;

/** Notification durations of spec §8. */
export const TOAST_INFO_MS = 5_000;
export const TOAST_ERROR_MS = 5_000;
export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_POSITION_UPDATE_MS = 1_000;

/** Local storage keys of spec §3. */
export const USER_STORAGE_KEY = 'user';
export const USER_DATA_KEY = 'authf649fc9a5f55';
export const credentialsStorageKey = (appVersion = APP_VERSION): string => `${appVersion}-${USER_DATA_KEY}`;

/** The header every request carries with the application version (spec §7). */
export const APP_VERSION_HEADER = 'X-App-Version';

/** Role ids of spec §3, read as DESIGN.md does. */
export const Role = { Admin: 1, User: 2, Guest: 3 } as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const ROLE_IDS: readonly RoleId[] = [Role.Admin, Role.User, Role.Guest];
export const ROLE_NAMES: Record<RoleId, string> = { 1: 'admin', 2: 'user', 3: 'guest' };

/** Password rules shared by every form and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** Marks the app's stylesheets in the built index.html, preloaded there and applied by the app as it starts. */
export const APP_STYLE_ATTRIBUTE = 'data-app-style';

/**
 * The built index.html's `<template>` of the app's own files (its entry, module preloads and stylesheets), which
 * public/app-start.js puts in the page once the splash has painted (build/app-files-plugin.ts).
 */
export const APP_FILES_TEMPLATE_ID = 'app-files';
