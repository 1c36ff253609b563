import { describe, expect, it } from 'vitest';
import type { IzoomManifest } from '../../shared/schemas/manifest';
import { combinePlans, levelFor, planIzoomSave } from './save-plan';

const picture = (id: number, width: number, height: number, maxLevel: number, levelBytes?: number[]) => ({
  id,
  name: `p${id}`,
  width,
  height,
  maxLevel,
  rect: { x: 0, y: 0, width: width / height, height: 1 },
  dzi: `p/${id}.dzi`,
  tileUrlTemplate: `p/${id}_files/{level}/{col}_{row}.jpeg`,
  ...(levelBytes && { levelBytes }),
});

const manifest = (pictures: IzoomManifest['pictures']): IzoomManifest => ({
  type: 'izoom-manifest',
  formatVersion: 1,
  izoomId: 1,
  version: 1,
  name: 'm',
  description: '',
  generatedAt: '2026-11-22T00:00:00Z',
  tileSize: 254,
  overlap: 1,
  tileFormat: 'jpeg',
  canvas: { width: 1, height: 1 },
  pictures,
});

describe('saving an izoom for offline', () => {
  it('keeps each picture up to the coarsest level that reaches the detail, or all of it', () => {
    const large = { width: 3000, height: 2000, maxLevel: 12 };
    expect(levelFor(large, 'overview')).toBe(11); // 1500 px across; level 10 is 750
    expect(levelFor(large, 'screen')).toBe(12); // smaller than 4096: the whole picture
    expect(levelFor(large, 'full')).toBe(12);
    const small = { width: 600, height: 600, maxLevel: 10 };
    expect(levelFor(small, 'overview')).toBe(10);
    const huge = { width: 20_000, height: 10_000, maxLevel: 15 };
    expect(levelFor(huge, 'overview')).toBe(11); // 1250 px
    expect(levelFor(huge, 'screen')).toBe(13); // 5000 px; level 12 is 2500
  });

  it('lists the manifest and every tile up to that level, and adds up their bytes', () => {
    const bytes = [10, 10, 10, 10, 10, 10, 10, 10, 20, 40, 90];
    const plan = planIzoomSave(
      manifest([picture(7, 600, 600, 10, bytes)]),
      'https://x.test/media/i/1/v1-k/manifest.json',
      123,
      'overview',
    );
    // Levels 0–8 are one tile each (150 px at level 8), level 9 is 2 × 2, level 10 is 3 × 3.
    expect(plan.urls).toHaveLength(1 + 9 + 4 + 9);
    expect(plan.urls[0]).toBe('https://x.test/media/i/1/v1-k/manifest.json');
    expect(plan.urls[1]).toBe('https://x.test/media/i/1/v1-k/p/7_files/0/0_0.jpeg');
    expect(plan.urls.at(-1)).toBe('https://x.test/media/i/1/v1-k/p/7_files/10/2_2.jpeg');
    expect(plan.bytes).toBe(123 + 80 + 20 + 40 + 90);
  });

  it('knows no size when a picture does not say its bytes, and combines plans', () => {
    const known = planIzoomSave(
      manifest([picture(1, 254, 254, 8, new Array(9).fill(5))]),
      'https://x.test/a.json',
      1,
      'full',
    );
    const unknown = planIzoomSave(manifest([picture(2, 254, 254, 8)]), 'https://x.test/b.json', 1, 'full');
    expect(known.bytes).toBe(1 + 45);
    expect(unknown.bytes).toBeNull();
    expect(combinePlans([known, known]).bytes).toBe(92);
    expect(combinePlans([known, unknown])).toEqual({ urls: [...known.urls, ...unknown.urls], bytes: null });
  });
});
