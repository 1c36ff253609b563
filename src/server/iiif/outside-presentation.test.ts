import { describe, expect, it } from 'vitest';
import { presentation3Problems } from '../../../tests/support/iiif-presentation';
import type { IzoomRow, PictureRow } from '../db/schema';
import { buildManifest } from '../generation/manifest';
import { izoomManifest } from './manifest';

const ORIGIN = 'https://izoom.example';
const NOW = '2026-11-26T06:00:00.000Z';
const OUTSIDE = 'https://museum.example/iiif';

const row = { id: 4, name: 'Maps', description: '', version: 2, media_key: 'k', finished_at: NOW } as IzoomRow;

const picture = (id: number, outside?: { url: string; format: string }): PictureRow => ({
  id,
  izoom_id: 4,
  position: id,
  name: `p${id}`,
  format: outside?.format ?? 'jpeg',
  width: 800,
  height: 600,
  bytes: outside ? 0 : 1,
  hash: outside ? '' : 'x',
  file: outside ? '' : `p${id}.jpg`,
  iiif_info_url: outside?.url ?? null,
  created_at: NOW,
  updated_at: NOW,
});

describe('an izoom with outside IIIF images as a Presentation 3 Manifest', () => {
  it('paints their Canvases with their own image services (2.x and 3.0), in the pictures order', () => {
    const pictures = [
      picture(1, { url: `${OUTSIDE}/a/info.json`, format: 'iiif-3' }),
      picture(2),
      picture(3, { url: `${OUTSIDE}/b/info.json`, format: 'iiif-2' }),
    ];
    const manifest = buildManifest(row, 2, pictures, 'jpeg');
    const presentation = izoomManifest(ORIGIN, { row, manifest, folder: 'media/i/4/v2-k' });
    expect(presentation3Problems(presentation)).toEqual([]);
    const bodies = presentation.items.map((canvas) => canvas.items[0].items[0].body);
    expect(bodies.map((body) => body.id)).toEqual([
      `${OUTSIDE}/a/full/max/0/default.jpg`,
      `${ORIGIN}/iiif/3/i4-v2-p2/full/max/0/default.jpg`,
      `${OUTSIDE}/b/full/full/0/default.jpg`,
    ]);
    expect(bodies[0].service).toEqual([{ id: `${OUTSIDE}/a`, type: 'ImageService3', profile: 'level0' }]);
    expect(bodies[2].service).toEqual([
      { '@id': `${OUTSIDE}/b`, '@type': 'ImageService2', profile: 'http://iiif.io/api/image/2/level0.json' },
    ]);
    expect(presentation.metadata[0].value).toEqual({ none: ['3'] });
  });
});
