/**
 * The focus-mode camera: a 2D view of one izoom's canvas. Canvas units are the content's own units;
 * viewport points are CSS pixels from the viewport's top-left corner. Every function returns a new
 * camera and never mutates its arguments.
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Camera {
  /** The canvas point shown at the viewport's centre. */
  readonly centerX: number;
  readonly centerY: number;
  /** CSS pixels per canvas unit. */
  readonly zoom: number;
}

export interface ZoomLimits {
  readonly minZoom: number;
  readonly maxZoom: number;
}

export const DEFAULT_FIT_PADDING = 0.05;
export const DEFAULT_OVERZOOM = 2;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The zoom at which the whole content fits, leaving `padding` (a fraction of the viewport) on each side. */
export const fitZoom = (content: Size, viewport: Size, padding = DEFAULT_FIT_PADDING): number => {
  const share = Math.max(0, 1 - 2 * padding);
  return Math.min((viewport.width * share) / content.width, (viewport.height * share) / content.height);
};

/** The "home" view: the whole content visible and centred. */
export const fitCamera = (content: Size, viewport: Size, padding = DEFAULT_FIT_PADDING): Camera => ({
  centerX: content.width / 2,
  centerY: content.height / 2,
  zoom: fitZoom(content, viewport, padding),
});

/**
 * Zoom range of focus mode: out to half the home view, in to `overzoom` times the zoom at which one
 * image pixel covers one device pixel (`nativeZoom`, from the caller, who knows the pyramid and the
 * device pixel ratio). A picture smaller than the viewport may still be zoomed in to its home view.
 */
export const zoomLimits = (
  content: Size,
  viewport: Size,
  nativeZoom: number,
  overzoom = DEFAULT_OVERZOOM,
): ZoomLimits => {
  const fit = fitZoom(content, viewport);
  return { minZoom: fit / 2, maxZoom: Math.max(nativeZoom * overzoom, fit) };
};

export const screenToCanvas = (cam: Camera, viewport: Size, point: Point): Point => ({
  x: cam.centerX + (point.x - viewport.width / 2) / cam.zoom,
  y: cam.centerY + (point.y - viewport.height / 2) / cam.zoom,
});

export const canvasToScreen = (cam: Camera, viewport: Size, point: Point): Point => ({
  x: (point.x - cam.centerX) * cam.zoom + viewport.width / 2,
  y: (point.y - cam.centerY) * cam.zoom + viewport.height / 2,
});

/** The part of the canvas the viewport shows (it may extend beyond the content). */
export const viewRect = (cam: Camera, viewport: Size): Rect => {
  const width = viewport.width / cam.zoom;
  const height = viewport.height / cam.zoom;
  return { x: cam.centerX - width / 2, y: cam.centerY - height / 2, width, height };
};

/** Moves the content on screen by (dx, dy) viewport pixels, as a drag does. */
export const panBy = (cam: Camera, dx: number, dy: number): Camera => ({
  centerX: cam.centerX - dx / cam.zoom,
  centerY: cam.centerY - dy / cam.zoom,
  zoom: cam.zoom,
});

/**
 * Multiplies the zoom by `factor` keeping the canvas point under `point` where it is. With `limits`
 * the factor is cut to stay within them, and the point still stays fixed.
 */
export const zoomAt = (cam: Camera, factor: number, point: Point, viewport: Size, limits?: ZoomLimits): Camera => {
  const target = cam.zoom * factor;
  const zoom = limits ? clamp(target, limits.minZoom, limits.maxZoom) : target;
  const anchor = screenToCanvas(cam, viewport, point);
  return {
    centerX: anchor.x - (point.x - viewport.width / 2) / zoom,
    centerY: anchor.y - (point.y - viewport.height / 2) / zoom,
    zoom,
  };
};

/**
 * Keeps the zoom within `limits` and some content on screen. Along each axis the centre may move
 * away from the content's centre by the larger of half the content and half the viewport (in canvas
 * units): zoomed in, the viewport's centre stays over the content, so every corner can be reached;
 * zoomed out, the content's centre stays inside the viewport.
 */
export const clampCamera = (cam: Camera, content: Size, viewport: Size, limits: ZoomLimits): Camera => {
  const zoom = clamp(cam.zoom, limits.minZoom, limits.maxZoom);
  const reachX = Math.max(content.width, viewport.width / zoom) / 2;
  const reachY = Math.max(content.height, viewport.height / zoom) / 2;
  return {
    centerX: clamp(cam.centerX, content.width / 2 - reachX, content.width / 2 + reachX),
    centerY: clamp(cam.centerY, content.height / 2 - reachY, content.height / 2 + reachY),
    zoom,
  };
};

export const camerasEqual = (a: Camera, b: Camera, epsilon = 1e-9): boolean =>
  Math.abs(a.centerX - b.centerX) <= epsilon &&
  Math.abs(a.centerY - b.centerY) <= epsilon &&
  Math.abs(a.zoom - b.zoom) <= epsilon * Math.max(1, Math.abs(a.zoom));
