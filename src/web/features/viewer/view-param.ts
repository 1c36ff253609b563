import { type Camera, fitZoom, type Size } from '../../../viewer';

/**
 * The view in the URL (`view=x,y,z`): the centre in canvas units and the zoom relative to the fitted
 * whole, so a shared link opens the same part of the picture on any screen size.
 */
export const formatView = (camera: Camera, content: Size, viewport: Size): string => {
  const relative = camera.zoom / fitZoom(content, viewport);
  return [camera.centerX.toFixed(5), camera.centerY.toFixed(5), relative.toFixed(4)].join(',');
};

export const parseView = (value: unknown, content: Size, viewport: Size): Camera | undefined => {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(',').map(Number);
  if (parts.length !== 3 || !parts.every(Number.isFinite)) return undefined;
  const [centerX, centerY, relative] = parts as [number, number, number];
  if (relative <= 0) return undefined;
  return { centerX, centerY, zoom: relative * fitZoom(content, viewport) };
};
