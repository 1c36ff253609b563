import { normalizeSuffix, VIEWER_VERSION_BASE, viewerVersion } from '../shared/constants';

/**
 * The viewer build has its own version (spec §9): v0.0.24 plus an optional suffix, set at build time
 * with `VITE_VIEWER_VERSION_SUFFIX` (for example `-kiosk`). It names the viewer's framework, code and
 * data files, so a new viewer build never meets an old cache.
 */
export const VIEWER_VERSION_SUFFIX = normalizeSuffix(import.meta.env?.VITE_VIEWER_VERSION_SUFFIX);

export const VIEWER_VERSION: string = viewerVersion(VIEWER_VERSION_SUFFIX);

export { normalizeSuffix, VIEWER_VERSION_BASE };
