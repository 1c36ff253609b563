/**
 * An izoom as an IIIF Presentation API 3.0 Manifest (https://iiif.io/api/presentation/3.0/#52-manifest): one
 * Canvas per picture of its published version, each painted by one Image whose service is the picture's
 * Image API 3.0 service. Every URL is absolute, from PUBLIC_URL.
 */
import { pyramidOf } from '../../shared/deep-zoom';
import { iiifPaths } from '../../shared/iiif-paths';
import { iiifServiceOf } from '../../shared/outside-iiif';
import { type OutsidePicture, picturesInOrder } from '../../shared/schemas/manifest';
import { posterOf } from '../presenters/izooms';
import type { PublishedIzoom } from '../use-cases/iiif';
import { LIMITS, PROFILE, sizesOf } from './image-info';
import { parseSize } from './image-request';
import { type LanguageMap, textMap, words } from './languages';

export const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

/** How wide a thumbnail is at most. */
const THUMBNAIL_WIDTH = 320;

export interface ImageResource {
  id: string;
  type: 'Image';
  format: string;
  width: number;
  height: number;
  service?: { id: string; type: 'ImageService3'; profile: string }[];
}

/** The izoom's poster (an uploaded or chosen picture), the JPEG nearest 320 px wide. */
export function posterThumbnail(origin: string, row: PublishedIzoom['row']): ImageResource[] {
  const poster = posterOf(row);
  if (!poster) return [];
  const rendition = poster.renditions.find((r) => r.width >= THUMBNAIL_WIDTH) ?? poster.renditions.at(-1);
  if (!rendition) return [];
  const height = Math.round((poster.height * rendition.width) / poster.width);
  return [{ id: `${origin}${rendition.url}`, type: 'Image', format: 'image/jpeg', width: rendition.width, height }];
}

/** The page of izoom that shows it. */
export const izoomHomepage = (origin: string, izoomId: number) => [
  {
    id: `${origin}/embed?izoom=${izoomId}`,
    type: 'Text',
    label: words('This izoom on izoom', 'izoom でこの izoom を見る'),
    format: 'text/html',
  },
];

/** The label, summary and thumbnail a Collection repeats for each of its Manifests. */
export function manifestReference(origin: string, izoom: PublishedIzoom) {
  return {
    id: `${origin}${iiifPaths.manifest(izoom.row.id)}`,
    type: 'Manifest' as const,
    label: textMap(izoom.row.name),
    thumbnail: posterThumbnail(origin, izoom.row),
  };
}

function canvasOf(origin: string, izoom: PublishedIzoom, picture: PublishedIzoom['manifest']['pictures'][number]) {
  const { row, manifest } = izoom;
  const service = `${origin}${iiifPaths.image(row.id, row.version, picture.id)}`;
  const canvas = `${origin}${iiifPaths.manifest(row.id).replace('manifest.json', '')}canvas/${picture.id}`;
  const full = { width: picture.width, height: picture.height };
  const largest = parseSize('max', { x: 0, y: 0, ...full }, LIMITS);
  const pyramid = pyramidOf(picture.width, picture.height, manifest.tileSize, manifest.overlap);
  const small = sizesOf(pyramid)
    .filter((s) => s.width <= THUMBNAIL_WIDTH && s.height <= THUMBNAIL_WIDTH)
    .at(-1);
  const services = [{ id: service, type: 'ImageService3' as const, profile: PROFILE }];
  return {
    id: canvas,
    type: 'Canvas',
    label: { none: [picture.name] } as LanguageMap,
    ...full,
    ...(small && {
      thumbnail: [
        {
          id: `${service}/full/${small.width},${small.height}/0/default.jpg`,
          type: 'Image',
          format: 'image/jpeg',
          ...small,
          service: services,
        },
      ],
    }),
    items: paintedBy(canvas, {
      id: `${service}/full/max/0/default.jpg`,
      type: 'Image',
      format: 'image/jpeg',
      ...largest,
      service: services,
    } satisfies ImageResource),
  };
}

/** A Canvas's one annotation page: the image that paints it. */
const paintedBy = <Body>(canvas: string, body: Body) => [
  {
    id: `${canvas}/page`,
    type: 'AnnotationPage',
    items: [{ id: `${canvas}/page/image`, type: 'Annotation', motivation: 'painting', target: canvas, body }],
  },
];

/** An outside IIIF image's Canvas: painted by its own image service, which browsers reach directly. */
function outsideCanvasOf(origin: string, izoom: PublishedIzoom, picture: OutsidePicture) {
  const canvas = `${origin}${iiifPaths.manifest(izoom.row.id).replace('manifest.json', '')}canvas/${picture.id}`;
  const service = iiifServiceOf(picture.iiifInfoUrl);
  const full = { width: picture.width, height: picture.height };
  const body =
    picture.iiifVersion === 3
      ? {
          id: `${service}/full/max/0/default.jpg`,
          service: [{ id: service, type: 'ImageService3', profile: 'level0' }],
        }
      : {
          id: `${service}/full/full/0/default.jpg`,
          service: [{ '@id': service, '@type': 'ImageService2', profile: 'http://iiif.io/api/image/2/level0.json' }],
        };
  return {
    id: canvas,
    type: 'Canvas',
    label: { none: [picture.name] } as LanguageMap,
    ...full,
    items: paintedBy(canvas, { id: body.id, type: 'Image', format: 'image/jpeg', ...full, service: body.service }),
  };
}

export function izoomManifest(origin: string, izoom: PublishedIzoom) {
  const { row, manifest } = izoom;
  return {
    '@context': PRESENTATION_CONTEXT,
    ...manifestReference(origin, izoom),
    ...(row.description && { summary: textMap(row.description) }),
    metadata: [
      { label: words('Pictures', '画像の数'), value: { none: [String(picturesInOrder(manifest).length)] } },
      { label: words('Version', 'バージョン'), value: { none: [String(row.version)] } },
      { label: words('Published', '公開日時'), value: { none: [row.finished_at ?? manifest.generatedAt] } },
    ],
    homepage: izoomHomepage(origin, row.id),
    items: picturesInOrder(manifest).map((picture) =>
      'iiifInfoUrl' in picture ? outsideCanvasOf(origin, izoom, picture) : canvasOf(origin, izoom, picture),
    ),
  };
}
