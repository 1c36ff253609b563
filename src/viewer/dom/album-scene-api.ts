import type { LayoutItem, Position } from '../core/album-layout';
import type { Size } from '../core/camera';
import type { ViewerSource } from '../core/izoom-source';
import type { PlaneOnScreen, WalkView } from '../core/perspective';
import type { Pose } from '../core/position-edit';
import type { CameraDelta } from '../input/deltas';
import type { SettingSpec } from './album-drawer-messages';
import type { AlbumEditingCallbacks } from './album-editing';
import type { SettingState } from './album-setting';

/** What the album scene is given, what it tells, and what the page may ask of it once mounted (see mount-album.ts). */

export interface AlbumSceneOptions {
  /** The album's izooms in viewing order, with their groups and stored positions. */
  readonly items: readonly LayoutItem[];
  readonly groups: readonly { id: string; name: string }[];
  /** The album's scene file, or the built-in gallery (which also stands in for a scene file that cannot be drawn). */
  readonly setting: SettingSpec;
  /** An izoom's deep-zoom source (its manifest). */
  readonly loadSource: (izoomId: number) => Promise<ViewerSource>;
  /** A visitor chose an izoom (click, tap, Enter): the eye flies in front of it, then `onOpen`. */
  readonly onChoose?: (izoomId: number) => void;
  /** A visitor chose an izoom (click, tap, Enter): the eye has flown in front of it. */
  readonly onOpen: (izoomId: number) => void;
  /** The built-in gallery failed to load; the izooms stand on their own meanwhile. */
  readonly onSettingError?: (error: Error) => void;
  /** The album's scene file could not be fetched, read or drawn: the built-in gallery stands in for it. */
  readonly onSettingFallback?: (reason: Error) => void;
  readonly label: string;
  /**
   * Editing: a drag on an izoom moves it in its plane (`onMove` as it goes, `onMoveEnd` on release) instead of
   * turning the view; a click chooses one, and keys move it (see PositionEditor) instead of walking.
   */
  readonly editable?: AlbumEditingCallbacks;
}

export interface AlbumSceneStats {
  readonly sharp: boolean;
  readonly drawn: number;
  readonly gpuBytes: number;
  readonly requested: number;
  /** Izooms hung (their sources loaded) and how many are in view. */
  readonly planes: number;
  readonly planesInView: number;
  /** `fallback`: the built-in gallery stands in for a scene file that cannot be drawn. */
  readonly setting: SettingState;
  readonly view: WalkView;
  /** Main-thread milliseconds the last frame took: planning, uploads and handing the scene to WebGL. */
  readonly frameCpuMs: number;
  /** Shader programs linked so far: each one blocked the page while the GPU compiled it. */
  readonly programs: number;
  /** Where the scene is drawn: in a worker (the page never waits on the GPU), or in the page. */
  readonly drawer: 'worker' | 'page';
  /** Frames the drawer has drawn so far (in a worker, they need not keep pace with the page's). */
  readonly framesDrawn: number;
  /** Groups' signs hung in the scene (painted by the drawer). */
  readonly signs: number;
}

export interface MountedAlbum {
  readonly canvas: HTMLCanvasElement;
  stats(): AlbumSceneStats;
  /** Flies in front of an izoom: the slide animation, or the scroll animation between neighbours. */
  flyToIzoom(izoomId: number, kind?: 'slide' | 'scroll'): void;
  apply(delta: CameraDelta): void;
  /** Moves an izoom, without remounting: its plane, its tiles, what is planned for it. */
  movePosition(izoomId: number, pose: Pose): void;
  positionOf(izoomId: number): Position | undefined;
  /** Where an izoom's centre shows in the canvas (CSS pixels from its top-left corner), if in front of the eye. */
  screenPointOf(izoomId: number): { x: number; y: number } | null;
  /** Flies back to the opening view. */
  home(): void;
  /** Loses the scene's WebGL context and gets it back `ms` later, as a GPU reset would (for tests). */
  loseContextFor(ms: number): void;
  /** What the eye sees now: each izoom in view, where it shows on the canvas and the share of it it covers. */
  projection(): AlbumProjection;
  destroy(): void;
}

export interface AlbumProjection {
  readonly viewport: Size;
  readonly view: WalkView;
  readonly pictures: readonly ({ readonly izoomId: number } & PlaneOnScreen)[];
}
