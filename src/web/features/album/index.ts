/** What other features use of the album feature: its 3D scene, for the admin's scene file and positions panels. */
export { AlbumScene } from './AlbumScene';
export { sceneItems, visibleGroups } from './album-order';
export { settingOf, useAlbumSceneModule, useSettingRetry } from './album-scene-module';
export { albumSourceLoader } from './album-sources';
export { SceneFrame } from './SceneFrame';
