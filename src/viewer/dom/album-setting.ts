import { type AlbumSetting, type Environment, loadEnvironment } from '../three/album-environment';

/** How long an album's scene file may take to arrive and be read before the built-in gallery stands in. */
export const SETTING_TIMEOUT_MS = 60_000;

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** `promise`, or a rejection after `ms` if it has not settled by then. */
export const withTimeout = <T>(promise: Promise<T>, ms: number, message: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(asError(error));
      },
    );
  });

export interface LoadedSetting {
  readonly environment: Environment;
  /** Why the album's scene file gave way to the built-in gallery; null when it stands as it is. */
  readonly fallback: Error | null;
}

/**
 * The album's setting. A scene file (model or panorama) that cannot be fetched, checked, read, or not in
 * time, gives way to the built-in gallery (`gallery`: its model), and says why.
 */
export const loadSetting = async (
  setting: AlbumSetting,
  gallery: () => Promise<ArrayBuffer>,
  bays: number,
  timeoutMs = SETTING_TIMEOUT_MS,
): Promise<LoadedSetting> => {
  if (setting.kind === 'gallery') return { environment: await loadEnvironment(setting, bays), fallback: null };
  try {
    const environment = await withTimeout(
      loadEnvironment(setting, bays),
      timeoutMs,
      `The scene file was not ready within ${timeoutMs / 1000} seconds.`,
    );
    return { environment, fallback: null };
  } catch (error) {
    return { environment: await loadGallery(gallery, bays), fallback: asError(error) };
  }
};

export const loadGallery = (gallery: () => Promise<ArrayBuffer>, bays: number): Promise<Environment> =>
  loadEnvironment({ kind: 'gallery', model: gallery }, bays);

export type SettingState = 'loading' | 'ready' | 'fallback' | 'failed';

export interface SettingOptions {
  readonly setting: AlbumSetting;
  readonly gallery: () => Promise<ArrayBuffer>;
  readonly onSettingError?: (error: Error) => void;
  readonly onSettingFallback?: (reason: Error) => void;
}

export interface AttachedSetting {
  readonly state: SettingState;
  /** Runs a frame's `draw`; a scene file that loaded but then fails to draw gives way to the built-in gallery. */
  guard(draw: () => void): void;
}

/**
 * Loads the album's setting and hands it to `show` (which puts it in the scene, taking the one before out),
 * with the gallery in place of a scene file that cannot be drawn; `gone` says the scene was taken down.
 */
export const attachSetting = (
  options: SettingOptions,
  bays: number,
  show: (environment: Environment | null) => void,
  gone: () => boolean,
): AttachedSetting => {
  let state: SettingState = 'loading';
  const enter = (environment: Environment | null, next: SettingState) => {
    state = next;
    show(environment);
  };
  const failed = (error: unknown) => {
    if (gone()) return;
    enter(null, 'failed');
    options.onSettingError?.(asError(error));
  };
  const fellBack = (environment: Environment, reason: Error) => {
    if (gone()) return;
    enter(environment, 'fallback');
    console.warn("The album's scene file cannot be shown; the built-in gallery stands in for it.", reason);
    options.onSettingFallback?.(reason);
  };
  loadSetting(options.setting, options.gallery, bays).then(({ environment, fallback }) => {
    if (fallback) fellBack(environment, fallback);
    else if (!gone()) enter(environment, 'ready');
  }, failed);
  return {
    get state() {
      return state;
    },
    guard(draw) {
      try {
        draw();
      } catch (error) {
        if (options.setting.kind === 'gallery' || state !== 'ready') throw error;
        enter(null, 'loading');
        loadGallery(options.gallery, bays).then((gallery) => fellBack(gallery, asError(error)), failed);
      }
    },
  };
};
