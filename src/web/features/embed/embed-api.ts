/**
 * The embed API's messages (README "Embed API"): what a page framing /embed may post to it, and what /embed
 * posts back to `window.parent`. Every message is an object with `izoom` naming it; rects are in the picture's
 * pixels (an izoom of several pictures: its first picture's pixels).
 */

export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** From the framing page: go to a rect (animated unless `immediate`), or to the whole picture. */
export type EmbedCommand =
  | { readonly izoom: 'goTo'; readonly rect: PixelRect; readonly immediate: boolean }
  | { readonly izoom: 'goHome'; readonly immediate: boolean };

/** To the framing page. */
export type EmbedEvent =
  | { readonly izoom: 'ready'; readonly image: { readonly width: number; readonly height: number } }
  | { readonly izoom: 'view'; readonly rect: PixelRect }
  | { readonly izoom: 'fully-loaded' };

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const pixelRect = (value: unknown): PixelRect | null => {
  if (value === null || typeof value !== 'object') return null;
  const { x, y, width, height } = value as Record<string, unknown>;
  if (!finite(x) || !finite(y) || !finite(width) || !finite(height) || width <= 0 || height <= 0) return null;
  return { x, y, width, height };
};

/** The command a message carries, or null for anything else (another library's message, a malformed one). */
export const parseEmbedCommand = (data: unknown): EmbedCommand | null => {
  if (data === null || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.immediate !== undefined && typeof message.immediate !== 'boolean') return null;
  const immediate = message.immediate === true;
  if (message.izoom === 'goHome') return { izoom: 'goHome', immediate };
  if (message.izoom === 'goTo') {
    const rect = pixelRect(message.rect);
    return rect ? { izoom: 'goTo', rect, immediate } : null;
  }
  return null;
};
