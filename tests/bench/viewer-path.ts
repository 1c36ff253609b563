// The viewer benchmark's scripted path, the tiles each view needs at least, and the network's own limit.

import { type Pyramid, tileContentRect, tileRect, tileRectInImage } from '../../src/shared/deep-zoom';
import { fitZoom, type Size } from '../../src/viewer/core/camera';
import { visibleTiles } from '../../src/viewer/core/visible-tiles';

/** A view: the part of the picture the viewport shows, in full-resolution pixels (it may reach past the picture). */
export interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Step {
  name: string;
  view: View;
  /** Screen (CSS = device) pixels per picture pixel. */
  scale: number;
}

/** The point of the picture step 2 zooms in on, as fractions of its width and height. */
export const ZOOM_POINT = { x: 0.3, y: 0.4 };

/**
 * Fit (our home view: the whole picture, 5 % padding), native pixels at ZOOM_POINT kept where it was on
 * screen, half a viewport right and down, fit again.
 */
export function scriptedPath(picture: Size, viewport: Size): Step[] {
  const fitScale = fitZoom({ width: picture.width / picture.height, height: 1 }, viewport) / picture.height;
  const at = (cx: number, cy: number, scale: number): View => {
    const [width, height] = [viewport.width / scale, viewport.height / scale];
    return { x: cx - width / 2, y: cy - height / 2, width, height };
  };
  const fit = at(picture.width / 2, picture.height / 2, fitScale);
  const point = { x: ZOOM_POINT.x * picture.width, y: ZOOM_POINT.y * picture.height };
  const onScreen = { x: (point.x - fit.x) * fitScale, y: (point.y - fit.y) * fitScale };
  const native = { x: point.x - onScreen.x, y: point.y - onScreen.y, width: viewport.width, height: viewport.height };
  const panned = { ...native, x: native.x + viewport.width / 2, y: native.y + viewport.height / 2 };
  return [
    { name: 'open, whole picture', view: fit, scale: fitScale },
    { name: `zoom to native pixels at (${ZOOM_POINT.x * 100} %, ${ZOOM_POINT.y * 100} %)`, view: native, scale: 1 },
    { name: 'pan ½ viewport right and down', view: panned, scale: 1 },
    { name: 'zoom out to the whole picture', view: fit, scale: fitScale },
  ];
}

/** Where a view draws a tile: the part of its file (its level's pixels, overlap cut away) and where on screen. */
export interface TileDraw {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TileFile {
  /** `level/col_row`, as a run's tile requests are keyed. */
  key: string;
  /** Relative to the pyramid's `_files/` folder: `level/col_row.jpeg`. */
  path: string;
  /** Where `step` shows it, on whole screen pixels as izoom's 2D drawer places tiles. */
  draw: TileDraw;
}

/** The tiles that cover `step`'s view at the level a sharp view needs (our `chooseLevel`). */
export function neededTiles(pyramid: Pyramid, step: Step, format: string): TileFile[] {
  const { tiles } = visibleTiles(0, pyramid, step.view, step.scale);
  const screenX = (x: number) => Math.round((x - step.view.x) * step.scale);
  const screenY = (y: number) => Math.round((y - step.view.y) * step.scale);
  return tiles.map((id) => {
    const file = tileRect(pyramid, id);
    const content = tileContentRect(pyramid, id);
    const inImage = tileRectInImage(pyramid, id);
    const shrink = 2 ** (pyramid.maxLevel - id.level);
    const [x, y] = [screenX(inImage.x), screenY(inImage.y)];
    return {
      key: `${id.level}/${id.col}_${id.row}`,
      path: `${id.level}/${id.col}_${id.row}.${format}`,
      draw: {
        sx: content.x - file.x,
        sy: content.y - file.y,
        sw: inImage.width / shrink,
        sh: inImage.height / shrink,
        x,
        y,
        width: screenX(inImage.x + inImage.width) - x,
        height: screenY(inImage.y + inImage.height) - y,
      },
    };
  });
}

export interface Network {
  latencyMs: number;
  bytesPerSecond: number;
  /** Requests at once to one host: a browser's 6 connections over HTTP/1.1; none over HTTP/2 (one connection). */
  connections?: number;
}

export interface Limit {
  strictMs: number;
  /** With a latency per round of `connections` parallel requests, where connections are capped. */
  roundsMs?: number;
}

/**
 * The network's own limit for fetching `bytes` in `requests` requests: one latency plus the bytes over the
 * bandwidth and, where connections are capped, a fairer one with a latency per round of `connections`
 * parallel requests. A step that needs nothing new is limited by one frame (60 Hz).
 */
export function networkLimit(net: Network, bytes: number, requests: number): Limit {
  const transfer = (bytes / net.bytesPerSecond) * 1000;
  const strictMs = requests === 0 ? 1000 / 60 : net.latencyMs + transfer;
  if (!net.connections) return { strictMs };
  const roundsMs = requests === 0 ? strictMs : Math.ceil(requests / net.connections) * net.latencyMs + transfer;
  return { strictMs, roundsMs };
}
