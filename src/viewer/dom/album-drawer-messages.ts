import type { TileId } from '../../shared/deep-zoom';
import type { Size } from '../core/camera';
import type { Box, PlaneFrame, Vec3, WalkView } from '../core/perspective';
import type { TileRect } from '../core/scene-hooks';
import type { SettingState } from './album-setting';

/**
 * What the page and the album's drawer (three.js and the WebGL context, in a worker where the browser can draw
 * there; see album-drawer.ts) say to each other. A tile is known on both sides by its `key`.
 */

/** The album's setting: a scene file, or the built-in gallery (its model in the viewer's data file). */
export type SettingSpec =
  | { readonly kind: 'gallery' }
  | { readonly kind: 'glb'; readonly url: string }
  | { readonly kind: 'panorama'; readonly url: string };

export interface DrawnTile extends TileRect {
  readonly key: number;
  readonly picture: number;
}

export type ToDrawer =
  /** `viewerData`: the URL of the viewer's data file, where the drawer gets the built-in gallery's model itself. */
  | { type: 'init'; canvas?: OffscreenCanvas; setting: SettingSpec; bays: number; viewerData: string }
  | { type: 'plane'; izoomId: number; plane: PlaneFrame; pictureIds: readonly number[] }
  | { type: 'move'; izoomId: number; plane: PlaneFrame }
  | { type: 'highlight'; izoomId: number | null }
  /** A group's sign to paint (in `fontFamily`, the page's) and hang; the drawer answers `signHung`. */
  | { type: 'sign'; name: string; centre: Vec3; fontFamily: string }
  | { type: 'upload'; key: number; id: TileId; image: ImageBitmap }
  | { type: 'dispose'; key: number }
  | { type: 'render'; tiles: readonly DrawnTile[]; view: WalkView; viewport: Size; pixelRatio: number }
  /** Loses the WebGL context and gets it back `ms` later, as a GPU reset would (for tests). */
  | { type: 'loseContext'; ms: number }
  | { type: 'destroy' };

export type FromDrawer =
  /** The context is made: whether WebGL draws in software on this machine. */
  | { type: 'ready'; software: boolean }
  /** A frame is drawn; shader programs linked so far. */
  | { type: 'drawn'; programs: number }
  /** The frame drawn before is on the screen. */
  | { type: 'shown' }
  /** A sign asked for is in the scene (`hung`), or could not be painted. */
  | { type: 'signHung'; hung: boolean }
  | { type: 'setting'; state: SettingState; bounds: Box | null }
  | { type: 'settingError'; message: string }
  | { type: 'settingFallback'; message: string }
  | { type: 'lost' }
  | { type: 'restored' };
