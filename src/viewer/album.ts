/**
 * The 3D album scene, loaded on demand through the front door (`loadAlbumScene()` in ./index.ts): its own
 * files, so that the focus view never loads the album's code.
 */
export type { LayoutItem, Position } from './core/album-layout';
export { layoutAlbum } from './core/album-layout';
/** The album's setting as the page gives it: a scene file, or the built-in gallery. */
export type { SettingSpec as AlbumSetting } from './dom/album-drawer-messages';
export type { MountedAlbum } from './dom/mount-album';
export { mountAlbum } from './dom/mount-album';
