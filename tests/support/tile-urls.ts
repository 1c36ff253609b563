import type { IzoomManifest } from '../../src/shared/schemas/manifest';

type Picture = IzoomManifest['pictures'][number];

/** The URLs of one Deep Zoom level's tiles of a picture, every column and row; `folder` is the manifest's. */
export function levelTileUrls(folder: string, picture: Picture, tileSize: number, level: number): string[] {
  const scale = 2 ** (picture.maxLevel - level);
  const cols = Math.ceil(Math.ceil(picture.width / scale) / tileSize);
  const rows = Math.ceil(Math.ceil(picture.height / scale) / tileSize);
  const urls: string[] = [];
  for (let col = 0; col < cols; col++) {
    for (let row = 0; row < rows; row++) {
      const name = picture.tileUrlTemplate
        .replace('{level}', String(level))
        .replace('{col}', String(col))
        .replace('{row}', String(row));
      urls.push(folder + name);
    }
  }
  return urls;
}
