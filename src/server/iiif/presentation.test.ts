import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { presentation3Problems } from '../../../tests/support/iiif-presentation';
import { DEMO_TEXTS, fillText } from '../../shared/demo-texts';
import type { AlbumRow, IzoomRow } from '../db/schema';
import { buildManifest } from '../generation/manifest';
import { toAlbum } from '../repos/albums';
import type { PublicAlbum, PublishedIzoom } from '../use-cases/iiif';
import { albumCollection, groupCollection } from './collection';
import { DEMO_TEXTS_JA, textMap } from './languages';
import { izoomManifest } from './manifest';

const ORIGIN = 'https://izoom.example';
const NOW = '2026-11-26T06:00:00.000Z';

function izoomRow(id: number, name: string, description: string, poster: boolean): IzoomRow {
  return {
    id,
    owner_id: 1,
    name,
    description,
    is_public: 1,
    state: 'done',
    progress: 1,
    message: 'Done',
    started_at: NOW,
    finished_at: NOW,
    version: 3,
    media_key: 'mediakey',
    thumbs_key: 'thumbskey',
    poster_key: poster ? 'posterkey' : null,
    poster_origin: poster ? 'auto' : null,
    poster_picture_id: null,
    poster_file: null,
    poster_width: poster ? 1000 : null,
    poster_height: poster ? 700 : null,
    created_at: NOW,
    updated_at: NOW,
  };
}

function published(row: IzoomRow, sizes: [number, number][]): PublishedIzoom {
  const pictures = sizes.map(([width, height], i) => ({
    id: row.id * 10 + i,
    izoom_id: row.id,
    position: i,
    name: `picture ${i}.jpg`,
    format: 'jpeg',
    width,
    height,
    bytes: 1,
    hash: 'x',
    file: `p${i}.jpg`,
    iiif_info_url: null,
    created_at: NOW,
    updated_at: NOW,
  }));
  return { row, manifest: buildManifest(row, row.version, pictures, 'jpeg'), folder: `media/i/${row.id}/v3-mediakey` };
}

const demo = published(
  izoomRow(1, DEMO_TEXTS.mandelbrot, fillText(DEMO_TEXTS.izoomDescription, { width: 4000, height: 2500 }), true),
  [[4000, 2500]],
);
const mine = published(izoomRow(2, 'Harbour at dawn', '', false), [
  [700, 500],
  [300, 400],
  [1, 1],
]);

function album(groups: { id: string; name: string; izoomIds: number[] }[]): PublicAlbum {
  const row: AlbumRow = {
    id: 7,
    owner_id: 1,
    name: DEMO_TEXTS.albumName,
    description: DEMO_TEXTS.albumDescription,
    is_public: 1,
    poster_izoom_id: 1,
    cill_file: null,
    groups: JSON.stringify(groups),
    positions: '[]',
    created_at: NOW,
    updated_at: NOW,
  };
  return {
    row,
    album: toAlbum(row),
    cover: { poster: null, izoomCount: 2 },
    izooms: [demo.row, mine.row],
    published: new Map([
      [1, demo],
      [2, mine],
    ]),
  };
}

describe('IIIF Presentation 3 documents, read by @iiif/parser and checked against the spec', () => {
  it('every Manifest: one Canvas per picture painted by its image service, language maps, thumbnail, homepage', () => {
    for (const izoom of [demo, mine]) {
      const manifest = izoomManifest(ORIGIN, izoom);
      expect(presentation3Problems(manifest)).toEqual([]);
      expect(manifest.items).toHaveLength(izoom.manifest.pictures.length);
      const body = manifest.items[0].items[0].items[0].body;
      expect(body.service[0]).toEqual({
        id: `${ORIGIN}/iiif/3/i${izoom.row.id}-v3-p${izoom.manifest.pictures[0].id}`,
        type: 'ImageService3',
        profile: 'level2',
      });
      expect(manifest.homepage[0].id).toBe(`${ORIGIN}/embed?izoom=${izoom.row.id}`);
    }
    const withDemoTexts = izoomManifest(ORIGIN, demo);
    expect(withDemoTexts.label).toEqual({ en: [DEMO_TEXTS.mandelbrot], ja: [DEMO_TEXTS_JA.mandelbrot] });
    expect(withDemoTexts.summary?.ja[0]).toContain('4000 × 2500');
    expect(withDemoTexts.thumbnail[0]).toMatchObject({ type: 'Image', format: 'image/jpeg', width: 320, height: 224 });
    expect(izoomManifest(ORIGIN, mine).label).toEqual({ none: ['Harbour at dawn'] });
    expect(izoomManifest(ORIGIN, mine).summary).toBeUndefined();
  });

  it('every Collection: the album with its groups as nested Collections of Manifests; empty groups left out', () => {
    const groups = [
      { id: 'demo', name: DEMO_TEXTS.groupName, izoomIds: [1, 2] },
      { id: 'second', name: 'Second room', izoomIds: [2] },
      { id: 'empty', name: 'Nothing yet', izoomIds: [] },
    ];
    const collection = albumCollection(ORIGIN, album(groups));
    expect(presentation3Problems(collection)).toEqual([]);
    expect(collection.items.map((g) => g.id)).toEqual([
      `${ORIGIN}/iiif/3/albums/7/groups/demo/collection.json`,
      `${ORIGIN}/iiif/3/albums/7/groups/second/collection.json`,
    ]);
    expect(collection.items[0].label).toEqual({ en: [DEMO_TEXTS.groupName], ja: [DEMO_TEXTS_JA.groupName] });
    expect(collection.items[0].items.map((m) => [m.type, m.id])).toEqual([
      ['Manifest', `${ORIGIN}/iiif/3/izooms/1/manifest.json`],
      ['Manifest', `${ORIGIN}/iiif/3/izooms/2/manifest.json`],
    ]);
    const group = groupCollection(ORIGIN, album(groups), 'second');
    expect(presentation3Problems(group)).toEqual([]);
    expect(groupCollection(ORIGIN, album(groups), 'empty')).toBeUndefined();
  });

  it('the checker itself finds what breaks the rules', () => {
    const manifest = izoomManifest(ORIGIN, mine) as Record<string, unknown>;
    expect(presentation3Problems({ ...manifest, id: '/iiif/3/izooms/2/manifest.json' })).toContain(
      '$.id: not an HTTP(S) URI (/iiif/3/izooms/2/manifest.json)',
    );
    expect(presentation3Problems({ ...manifest, label: 'Harbour' })).toContain('$.label: not a language map');
    expect(presentation3Problems({ ...manifest, items: [] })).toContain(
      '$.items: a Manifest needs at least one Canvas',
    );
  });
});

describe('language maps', () => {
  it("the demo texts' Japanese is the app catalog's", () => {
    const po = readFileSync('src/web/locales/ja/messages.po', 'utf8');
    for (const [key, japanese] of Object.entries(DEMO_TEXTS_JA)) {
      const english = DEMO_TEXTS[key as keyof typeof DEMO_TEXTS];
      expect(po).toContain(`msgid "${english}"\nmsgstr "${japanese}"`);
    }
  });

  it('a text people wrote is in no known language; a filled demo template is in English and Japanese', () => {
    expect(textMap('My holiday')).toEqual({ none: ['My holiday'] });
    expect(textMap(fillText(DEMO_TEXTS.izoomDescription, { width: 12, height: 34 })).ja).toEqual([
      fillText(DEMO_TEXTS_JA.izoomDescription, { width: 12, height: 34 }),
    ]);
  });
});
