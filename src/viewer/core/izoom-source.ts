import { maxLevelOf, type Pyramid } from '../../shared/deep-zoom';
import type { IzoomManifest, Rect } from '../../shared/schemas/manifest';

/** One picture of what the viewer shows: its pyramid, its place on the canvas and where its tiles are. */
export interface SourcePicture {
  readonly id: number;
  readonly name: string;
  readonly pyramid: Pyramid;
  /** Canvas units. */
  readonly rect: Rect;
  /** Absolute URL with `{level}`, `{col}` and `{row}`. */
  readonly tileUrlTemplate: string;
}

/** A canvas of pictures: an izoom's manifest, or one bare Deep Zoom image. */
export interface ViewerSource {
  readonly title: string;
  readonly canvas: { readonly width: number; readonly height: number };
  readonly pictures: readonly SourcePicture[];
  /** Tile requests its server takes at once (see parallel-requests.ts); HTTP/1.1's 6 when unknown. */
  readonly parallelRequests?: number;
  /** Outside IIIF images whose info.json could not be read: not drawn (see outside-pictures.ts). */
  readonly failedPictures?: readonly { readonly id: number; readonly name: string; readonly reason: string }[];
}

/**
 * An izoom's manifest as a source; its relative URLs resolve against the manifest's own URL. Its outside IIIF
 * images are not in it: outside-pictures.ts adds them once their info.json is read.
 */
export const sourceFromManifest = (manifest: IzoomManifest, manifestUrl: string): ViewerSource => ({
  title: manifest.name,
  canvas: manifest.canvas,
  pictures: manifest.pictures.map((picture) => ({
    id: picture.id,
    name: picture.name,
    pyramid: {
      width: picture.width,
      height: picture.height,
      tileSize: manifest.tileSize,
      overlap: manifest.overlap,
      maxLevel: picture.maxLevel,
    },
    rect: picture.rect,
    // `new URL` would percent-encode the braces of the template.
    tileUrlTemplate: resolveTemplate(picture.tileUrlTemplate, manifestUrl),
  })),
});

const resolveTemplate = (template: string, base: string): string => {
  const [head = '', ...rest] = template.split('{');
  const resolved = new URL(head, base).href;
  return rest.length ? `${resolved}{${rest.join('{')}` : resolved;
};

export interface DziDescriptor {
  width: number;
  height: number;
  tileSize: number;
  overlap: number;
  format: string;
}

const attribute = (xml: string, name: string): string | undefined =>
  new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(xml)?.[1];

/** Reads a `.dzi` descriptor (the XML of the Deep Zoom format); throws on anything else. */
export const parseDzi = (xml: string): DziDescriptor => {
  if (!/<Image\b/i.test(xml) || !/<Size\b/i.test(xml)) throw new Error('This is not a Deep Zoom (.dzi) descriptor');
  const number = (name: string) => {
    const value = Number(attribute(xml, name));
    if (!Number.isInteger(value) || value < 0) throw new Error(`The .dzi descriptor has no valid ${name}`);
    return value;
  };
  const descriptor = {
    width: number('Width'),
    height: number('Height'),
    tileSize: number('TileSize'),
    overlap: number('Overlap'),
    format: attribute(xml, 'Format') ?? 'jpg',
  };
  if (descriptor.width < 1 || descriptor.height < 1 || descriptor.tileSize < 1)
    throw new Error('The .dzi descriptor has an empty size');
  return descriptor;
};

/** One picture alone on a canvas one unit high (a bare Deep Zoom image, the viewer's sample). */
export const singlePictureSource = (name: string, pyramid: Pyramid, tileUrlTemplate: string): ViewerSource => {
  const aspect = pyramid.width / pyramid.height;
  return {
    title: name,
    canvas: { width: aspect, height: 1 },
    pictures: [{ id: 0, name, pyramid, rect: { x: 0, y: 0, width: aspect, height: 1 }, tileUrlTemplate }],
  };
};

/** One bare Deep Zoom image as a source: a canvas one unit high, tiles beside the descriptor (`x_files/`). */
export const sourceFromDzi = (descriptor: DziDescriptor, dziUrl: string): ViewerSource => {
  const { width, height, tileSize, overlap, format } = descriptor;
  const base = new URL(dziUrl).href.replace(/\.(dzi|xml)(\?.*)?$/i, '');
  const name = decodeURIComponent(base.split('/').pop() ?? 'image');
  return singlePictureSource(
    name,
    { width, height, tileSize, overlap, maxLevel: maxLevelOf(width, height) },
    `${base}_files/{level}/{col}_{row}.${format}`,
  );
};
