import {
  gridSize,
  type Pyramid,
  type TileId,
  tileContentRect,
  tileRect as tileFileRect,
  tileId,
  tileRectInImage,
} from '../../shared/deep-zoom';
import type { SourcePicture } from './izoom-source';
import type { TileRect } from './scene-hooks';

/** The finest level a picture fits in one tile: always worth having, as the cover under everything else. */
export const baseLevel = (p: Pyramid): number => {
  let level = p.maxLevel;
  while (level > (p.minLevel ?? 0)) {
    const { cols, rows } = gridSize(p, level);
    if (cols === 1 && rows === 1) return level;
    level--;
  }
  return p.minLevel ?? 0;
};

export const baseTile = (picture: SourcePicture): TileId => tileId(picture.id, baseLevel(picture.pyramid), 0, 0);

/** Where a tile's content lands on the izoom canvas, and which part of its texture that is (overlap cut away). */
export const tileRectOf = (picture: SourcePicture, id: TileId): TileRect => {
  const { pyramid: p, rect } = picture;
  const inImage = tileRectInImage(p, id);
  const unitsPerPixelX = rect.width / p.width;
  const unitsPerPixelY = rect.height / p.height;
  const file = tileFileRect(p, id);
  const content = tileContentRect(p, id);
  // The image-space rect may be clipped at the picture's edge; the texture part shrinks with it.
  const shrink = 2 ** (p.maxLevel - id.level);
  const contentWidth = inImage.width / shrink;
  const contentHeight = inImage.height / shrink;
  return {
    rect: {
      x: rect.x + inImage.x * unitsPerPixelX,
      y: rect.y + inImage.y * unitsPerPixelY,
      width: inImage.width * unitsPerPixelX,
      height: inImage.height * unitsPerPixelY,
    },
    uv: {
      u0: (content.x - file.x) / file.width,
      v0: (content.y - file.y) / file.height,
      u1: (content.x - file.x + contentWidth) / file.width,
      v1: (content.y - file.y + contentHeight) / file.height,
    },
    layer: id.level,
  };
};
