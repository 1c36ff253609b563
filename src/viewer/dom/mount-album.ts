import { layoutAlbum, openingView, type Position, standInFront } from '../core/album-layout';
import { type AlbumPlane, albumPlane, firstHit, largestShare, nearestFacing, planAlbumFrame } from '../core/album-plan';
import { ViewerEngine } from '../core/engine';
import {
  planeCentre,
  planeOnScreen,
  rayExitDistance,
  rayThrough,
  unionBox,
  type Vec3,
  type WalkView,
} from '../core/perspective';
import { hallBox, type Pose, projectPoint } from '../core/position-edit';
import type { CameraDelta } from '../input/deltas';
import { FOV_Y, WalkController } from '../input/walk-controller';
import { walkKeyToDelta } from '../input/walk-keys';
import { attachChoosing } from './album-choosing';
import { AlbumDrawer } from './album-drawer';
import { attachAlbumEditing } from './album-editing';
import type { AlbumSceneOptions, AlbumSceneStats, MountedAlbum } from './album-scene-api';
import type { SettingState } from './album-setting';
import { addCanvas, hostFrames } from './frame-host';
import { attachInput } from './input-adapter';
import { loadTile } from './load-tile';

export type { AlbumProjection, AlbumSceneOptions, AlbumSceneStats, MountedAlbum } from './album-scene-api';

const SOURCE_CONCURRENCY = 4;

/** Puts the 3D album in `container`: the setting, each izoom on its plane with deep zoom, walking and choosing. */
export const mountAlbum = (container: HTMLElement, options: AlbumSceneOptions): MountedAlbum => {
  const canvas = addCanvas(container, options.label, 'album-canvas');

  const layout = layoutAlbum(options.items);
  const positions = new Map<number, Position>(layout.positions.map((p) => [p.izoomId, p]));
  const order = layout.positions.map((p) => p.izoomId);
  const planes = new Map<number, AlbumPlane>();
  let settingState: SettingState = 'loading';
  const drawer = new AlbumDrawer(canvas, options.setting, layout.bays, {
    onSetting: (state, settingBounds) => {
      settingState = state;
      bounds = unionBox(layout.bounds, settingBounds);
      editBox = unionBox(hallBox(layout.bays), settingBounds);
      updateContext();
    },
    onSettingError: (error) => options.onSettingError?.(error),
    onSettingFallback: (reason) => options.onSettingFallback?.(reason),
    invalidate: () => invalidate(),
  });
  const host = hostFrames({
    container,
    canvas,
    drawer,
    draw: (now) => draw(now),
    onResize: () => updateContext(),
    onContextRestored: () => engine.textureLost(),
    onOnline: () => engine.retryFailed(),
    teardown: () => {
      editing?.detach();
      detachInput();
      detachChoosing();
      engine.destroy();
      drawer.destroy();
    },
  });
  const { invalidate } = host;
  let bounds = layout.bounds;
  let editBox = hallBox(layout.bays);
  let opening: number | null = null;
  // The izoom last flown to: visitors open framed on the first.
  let current = options.editable ? -1 : 0;

  const engine = new ViewerEngine({
    source: { title: options.label, canvas: { width: 1, height: 1 }, pictures: [] },
    hooks: drawer,
    loadTile,
    onChange: invalidate,
  });
  const pictureDistance = (origin: Vec3, direction: Vec3): number | null =>
    firstHit(planes, origin, direction)?.distance ?? null;
  const hitDistance = (origin: Vec3, direction: Vec3): number =>
    Math.min(
      rayExitDistance(origin, direction, bounds),
      pictureDistance(origin, direction) ?? Number.POSITIVE_INFINITY,
    );
  // Visitors start framed on the first izoom; the editor starts at the entrance, the whole hall before it.
  const first = order[0];
  const home = () => {
    const entrance = { ...layout.start, pitch: 0 };
    if (options.editable || first === undefined) return entrance;
    const canvasSize = planes.get(first)?.source.canvas ?? { width: 4, height: 3 };
    return openingView(positions.get(first), canvasSize, host.viewport, FOV_Y, bounds, layout.start);
  };
  const hung = () => [...planes.values()];
  const contextFor = () => ({
    viewport: host.viewport,
    bounds,
    home: home(),
    hitDistance,
    pictureDistance,
    pictureShare: (view: WalkView) => largestShare(hung(), view, host.viewport),
    nearestPicture: (position: Vec3) => nearestFacing(hung(), position),
  });
  const walk = new WalkController(contextFor());
  // Until the visitor moves, the opening view follows what it is made of: the viewport, the room, the first izoom.
  let untouched = true;
  const updateContext = () => {
    walk.setContext(contextFor());
    if (untouched) walk.jumpTo(home());
    invalidate();
  };
  let last: Omit<AlbumSceneStats, 'programs' | 'drawer' | 'framesDrawn' | 'signs'> = {
    sharp: false,
    drawn: 0,
    gpuBytes: 0,
    requested: 0,
    planes: 0,
    planesInView: 0,
    setting: settingState,
    view: walk.view,
    frameCpuMs: 0,
  };

  function draw(now: number) {
    const { viewport } = host;
    const started = performance.now();
    const view = walk.frame(now);
    let planesInView = 0;
    const stats = engine.run(
      (isReady) => {
        const plan = planAlbumFrame([...planes.values()], view, viewport, host.dpr(), isReady);
        planesInView = plan.planesInView;
        return plan;
      },
      (items) => drawer.render(items, view, viewport, host.dpr()),
    );
    last = {
      sharp: stats.sharp && settingState !== 'loading',
      drawn: stats.drawn,
      gpuBytes: stats.gpuBytes,
      requested: stats.requests.requested,
      planes: planes.size,
      planesInView,
      setting: settingState,
      view,
      frameCpuMs: performance.now() - started,
    };
    if (walk.animating || stats.pendingUploads > 0) invalidate();
    else if (opening !== null) {
      const chosen = opening;
      opening = null;
      options.onOpen(chosen);
    }
  }

  const flyToIzoom = (izoomId: number, kind: 'slide' | 'scroll' = 'slide') => {
    const position = positions.get(izoomId);
    if (!position) return;
    untouched = false;
    current = order.indexOf(izoomId);
    const canvasSize = planes.get(izoomId)?.source.canvas ?? { width: 4, height: 3 };
    const stand = standInFront(position, canvasSize, host.viewport, FOV_Y);
    walk.flyTo({ ...stand, pitch: 0 }, performance.now(), kind);
    invalidate();
  };
  const step = (by: number) => {
    const count = order.length;
    if (count === 0) return;
    const from = current >= 0 ? current : by > 0 ? -1 : 0;
    const next = order[(((from + by) % count) + count) % count];
    if (next !== undefined) flyToIzoom(next, 'scroll');
  };
  const grab = (point: { x: number; y: number }) =>
    firstHit(planes, walk.view.position, rayThrough(walk.view, host.viewport, point));
  const pick = (point: { x: number; y: number }): number | null => grab(point)?.izoomId ?? null;
  const movePosition = (izoomId: number, pose: Pose) => {
    const position = positions.get(izoomId);
    if (!position) return;
    const moved = { ...position, ...pose };
    positions.set(izoomId, moved);
    const plane = planes.get(izoomId);
    if (plane) {
      const next = albumPlane(moved, plane.source);
      planes.set(izoomId, next);
      drawer.movePlane(izoomId, next.plane);
    }
    invalidate();
  };
  // First: the press is noted for clicks, then editing takes what it moves, then the view gets the rest.
  const detachChoosing = attachChoosing(canvas, {
    pick,
    viewport: () => host.viewport,
    open: (izoomId) => open(izoomId),
    editor: () => editor,
  });
  const editing =
    options.editable &&
    attachAlbumEditing(canvas, options.editable, {
      grab,
      ray: (point) => ({ origin: walk.view.position, direction: rayThrough(walk.view, host.viewport, point) }),
      positionOf: (izoomId) => positions.get(izoomId),
      movePosition,
      box: () => editBox,
      highlight: (izoomId) => {
        drawer.highlight(izoomId);
        invalidate();
      },
    });
  const editor = editing ? editing.editor : null;
  const open = (izoomId: number) => {
    options.onChoose?.(izoomId);
    flyToIzoom(izoomId);
    opening = izoomId;
  };

  const apply = (delta: CameraDelta) => {
    opening = null;
    untouched = false;
    if (delta.kind === 'home') current = options.editable ? -1 : 0;
    const command = walk.handle(delta, performance.now());
    if (command === 'next') step(1);
    else if (command === 'previous') step(-1);
    else if (command === 'fullscreen') void container.requestFullscreen?.().catch(() => undefined);
    invalidate();
  };
  const detachInput = attachInput(canvas, apply, { keys: walkKeyToDelta });

  const names = new Map(options.groups.map((g) => [g.id, g.name]));
  for (const sign of layout.signs) {
    const name = names.get(sign.groupId);
    if (name) drawer.addSign(name, sign.centre);
  }

  const queue = [...order];
  const loadNext = async (): Promise<void> => {
    for (let id = queue.shift(); id !== undefined && !host.destroyed; id = queue.shift()) {
      try {
        const source = await options.loadSource(id);
        // Read after the wait: the izoom may have been moved meanwhile.
        const position = positions.get(id);
        if (host.destroyed || !position) return;
        const plane = albumPlane(position, source);
        planes.set(id, plane);
        engine.addSource(source);
        drawer.addPlane(
          id,
          plane.plane,
          source.pictures.map((p) => p.id),
        );
        updateContext();
      } catch (error) {
        console.warn(`Izoom ${id} could not be hung in the album scene.`, error);
      }
    }
  };
  // From the next task: on a phone, mounting (the canvas, the drawer's worker) and the first requests were one long task.
  setTimeout(() => {
    for (let n = 0; n < SOURCE_CONCURRENCY; n++) void loadNext();
  }, 0);
  invalidate();

  return {
    canvas,
    // Sharp once the drawer has drawn it too; what the drawer says, as it last said it.
    stats: () => ({
      ...last,
      sharp: last.sharp && drawer.caughtUp,
      programs: drawer.programs,
      drawer: drawer.where,
      framesDrawn: drawer.framesDrawn,
      signs: drawer.signs,
    }),
    loseContextFor: (ms) => drawer.loseContextFor(ms),
    flyToIzoom,
    apply,
    movePosition,
    positionOf: (izoomId) => positions.get(izoomId),
    screenPointOf: (izoomId) => {
      const entry = planes.get(izoomId);
      const centre = entry ? planeCentre(entry.plane) : positions.get(izoomId)?.centre;
      return centre ? projectPoint(walk.view, host.viewport, centre) : null;
    },
    home: () => apply({ kind: 'home' }),
    projection: () => ({
      viewport: host.viewport,
      view: walk.view,
      pictures: [...planes].flatMap(([izoomId, { plane }]) => {
        const shown = planeOnScreen(walk.view, host.viewport, plane);
        return shown ? [{ izoomId, ...shown }] : [];
      }),
    }),
    destroy: host.destroy,
  };
};
