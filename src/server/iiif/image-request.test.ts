import { describe, expect, it } from 'vitest';
import { pyramidOf } from '../../shared/deep-zoom';
import { LIMITS, scaleFactorsOf, sizesOf } from './image-info';
import { parseImageRequest } from './image-request';
import { levelFor, regionInLevel } from './render';

const PICTURE = { width: 1000, height: 700 };
const plan = (region: string, size: string, rotation = '0', qualityFormat = 'default.jpg') =>
  parseImageRequest({ region, size, rotation, qualityFormat }, PICTURE, LIMITS);
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return [(error as { status: number }).status, (error as { code: string }).code];
  }
  return undefined;
};

describe('IIIF image requests', () => {
  it('regions: full, square, pixels (clipped at the edge) and percent', () => {
    expect(plan('full', 'max').region).toEqual({ x: 0, y: 0, width: 1000, height: 700 });
    expect(plan('square', 'max').region).toEqual({ x: 150, y: 0, width: 700, height: 700 });
    expect(plan('900,600,500,500', 'max').region).toEqual({ x: 900, y: 600, width: 100, height: 100 });
    expect(plan('pct:10,20,50,50', 'max').region).toEqual({ x: 100, y: 140, width: 500, height: 350 });
  });

  it('sizes: max within the limits, w, ,h, w,h, !w,h, pct', () => {
    expect(plan('full', 'max')).toMatchObject({ width: 1000, height: 700 });
    expect(plan('full', '500,')).toMatchObject({ width: 500, height: 350 });
    expect(plan('full', ',70')).toMatchObject({ width: 100, height: 70 });
    expect(plan('full', '10,20')).toMatchObject({ width: 10, height: 20 });
    expect(plan('full', '!100,100')).toMatchObject({ width: 100, height: 70 });
    expect(plan('full', 'pct:25')).toMatchObject({ width: 250, height: 175 });
    expect(
      parseImageRequest(
        { region: 'full', size: 'max', rotation: '0', qualityFormat: 'default.jpg' },
        { width: 4000, height: 1000 },
        LIMITS,
      ),
    ).toMatchObject({ width: 1024, height: 256 });
  });

  it('rotation by 90s, mirrored or not; quality and format', () => {
    expect(plan('full', 'max', '!270', 'gray.webp')).toMatchObject({
      rotation: 270,
      mirror: true,
      quality: 'gray',
      format: 'webp',
    });
    expect(plan('full', 'max', '360')).toMatchObject({ rotation: 0 });
  });

  it('malformed: 400; well formed but not served: 501', () => {
    expect(refusal(() => plan('1,2,3', 'max'))).toEqual([400, 'BAD_REQUEST']);
    expect(refusal(() => plan('full', '1001,'))).toEqual([400, 'BAD_REQUEST']);
    expect(refusal(() => plan('full', '!100,'))).toEqual([400, 'BAD_REQUEST']);
    expect(refusal(() => plan('full', 'max', '361'))).toEqual([400, 'BAD_REQUEST']);
    expect(refusal(() => plan('full', 'max', '0', 'default.xyz'))).toEqual([400, 'BAD_REQUEST']);
    expect(refusal(() => plan('full', '^1001,'))).toEqual([501, 'NOT_IMPLEMENTED']);
    expect(refusal(() => plan('full', 'max', '10'))).toEqual([501, 'NOT_IMPLEMENTED']);
    expect(refusal(() => plan('full', 'max', '0', 'default.gif'))).toEqual([501, 'NOT_IMPLEMENTED']);
    const wide = { width: 5000, height: 5000 };
    const over = () =>
      parseImageRequest({ region: 'full', size: '2000,', rotation: '0', qualityFormat: 'default.jpg' }, wide, LIMITS);
    expect(refusal(over)).toEqual([400, 'BAD_REQUEST']);
  });
});

describe('from the pyramid', () => {
  const p = pyramidOf(1000, 700);

  it("info.json's tiles and sizes are the pyramid's levels", () => {
    expect(scaleFactorsOf(p)).toEqual([1, 2, 4]);
    expect(sizesOf(p).at(-1)).toEqual({ width: 1000, height: 700 });
    expect(sizesOf(pyramidOf(3000, 2000)).at(-1)).toEqual({ width: 750, height: 500 });
  });

  it('reads the smallest level at least as large as the answer, so at most twice as many pixels per side', () => {
    expect(levelFor(p, plan('full', '1000,'))).toBe(10);
    expect(levelFor(p, plan('full', '501,'))).toBe(10);
    expect(levelFor(p, plan('full', '500,'))).toBe(9);
    expect(levelFor(p, plan('508,0,492,508', '246,254'))).toBe(9);
    expect(regionInLevel(p, 9, plan('508,0,492,508', '246,254').region)).toEqual({
      x: 254,
      y: 0,
      width: 246,
      height: 254,
    });
  });
});
