import { gridSize, type Pyramid, tileId, tileUrl } from '../../shared/deep-zoom';
import type { IzoomManifest } from '../../shared/schemas/manifest';
import { izoomSource } from '../../viewer';

/** How much of each picture an offline copy holds: its longer side in pixels, at most. */
export const DETAIL_LEVELS = ['overview', 'screen', 'full'] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];
const LONGER_SIDE: Record<DetailLevel, number> = { overview: 1024, screen: 4096, full: Number.POSITIVE_INFINITY };

/** The coarsest level whose longer side reaches `longest` pixels (or the full picture, if smaller). */
export function levelFor(pyramid: Pick<Pyramid, 'width' | 'height' | 'maxLevel'>, detail: DetailLevel): number {
  const full = Math.max(pyramid.width, pyramid.height);
  const wanted = Math.min(LONGER_SIDE[detail], full);
  for (let level = 0; level < pyramid.maxLevel; level++) {
    if (Math.ceil(full / 2 ** (pyramid.maxLevel - level)) >= wanted) return level;
  }
  return pyramid.maxLevel;
}

export interface IzoomSavePlan {
  /** The manifest first, then every tile of every picture up to its level. */
  urls: string[];
  /** What they weigh, from the manifest's `levelBytes`; null when a picture does not say. */
  bytes: number | null;
}

/** What saving one izoom at a detail level stores: its manifest (`manifestBytes` long) and its tiles. */
export function planIzoomSave(
  manifest: IzoomManifest,
  manifestUrl: string,
  manifestBytes: number,
  detail: DetailLevel,
): IzoomSavePlan {
  const source = izoomSource(manifest, manifestUrl);
  const urls = [manifestUrl];
  let bytes: number | null = manifestBytes;
  source.pictures.forEach((picture, index) => {
    const top = levelFor(picture.pyramid, detail);
    const levelBytes = manifest.pictures[index]?.levelBytes;
    for (let level = 0; level <= top; level++) {
      const { cols, rows } = gridSize(picture.pyramid, level);
      for (let col = 0; col < cols; col++)
        for (let row = 0; row < rows; row++)
          urls.push(tileUrl(picture.tileUrlTemplate, tileId(index, level, col, row)));
      const known = levelBytes?.[level];
      bytes = bytes === null || known === undefined ? null : bytes + known;
    }
  });
  return { urls, bytes };
}

/** Several izooms' plans as one (an album's). */
export const combinePlans = (plans: readonly IzoomSavePlan[]): IzoomSavePlan => ({
  urls: plans.flatMap((plan) => plan.urls),
  bytes: plans.some((plan) => plan.bytes === null) ? null : plans.reduce((sum, plan) => sum + (plan.bytes ?? 0), 0),
});
