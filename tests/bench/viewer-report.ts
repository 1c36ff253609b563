// The viewer benchmark's figures: medians over the rounds, the targets, and the Markdown table.
import { median, p95 } from './support';
import { type Network, networkLimit, type Step, type TileDraw } from './viewer-path';
import type { Run, StepResult, ViewerKind } from './viewer-run';
import type { FrameWork } from './viewer-trace';

export interface Plan {
  steps: Step[];
  /** Per step: the level a sharp view needs, its tiles, and the tiles and bytes no earlier step needed. */
  needed: { level: number; keys: string[]; newTiles: number; bytes: number; draws: (TileDraw & { key: string })[] }[];
  picture: { width: number; height: number };
}

/** A frame interval longer than one 60 Hz frame (16.7 ms, reported as 16.6–16.8): a frame missed. */
export const LONG_FRAME_MS = 17;

/** Issue 20's target: time until sharp at each step within this many times the floor's. */
export const FLOOR_RATIO_TARGET = 1.3;
/** A step that needs no new tile: the floor fetches nothing, and any viewer needs its next frame to show it. */
const DISPLAY_FRAME_MS = 1000 / 60;
/** The floor a viewer's time is held to: the floor's own time, and never less than one display frame. */
const floorOf = (floorMs: number) => Math.max(floorMs, DISPLAY_FRAME_MS);

/**
 * Medians over the rounds of every step, each side; the network limit of each step; the frame-interval p95; and,
 * from the traced runs, each frame's main-thread time (`frameWork`), which decides the frame-time target: once both
 * viewers keep up with the display their intervals tie at its 16.7 ms, and only the time a frame takes tells them apart.
 */
export function summarize(
  runs: Run[],
  plan: Plan,
  net: Network,
  dziBytes: number,
  frameWork: Partial<Record<'izoom' | 'openseadragon', FrameWork>> = {},
) {
  const of = (kind: ViewerKind) => runs.filter((r) => r.viewer === kind);
  const side = (kind: ViewerKind, k: number) => {
    const at = (pick: (s: StepResult) => number) => median(of(kind).map((r) => pick(r.steps[k])));
    return {
      ms: at((s) => s.ms ?? Number.POSITIVE_INFINITY),
      bytes: at((s) => s.bytes),
      tiles: at((s) => s.tiles),
      aborted: at((s) => s.aborted),
      frameP95: at((s) => p95(s.frames)),
      missing: Math.max(...of(kind).map((r) => r.steps[k].missing)),
      offByPx: Math.max(...of(kind).map((r) => r.steps[k].offByPx)),
    };
  };
  const steps = plan.steps.map((step, k) => {
    const { newTiles, bytes, level } = plan.needed[k];
    // Step 1 is timed from the .dzi request: its answer comes before any tile is asked for.
    const limit = k === 0 ? networkLimit(net, bytes + dziBytes, newTiles + 1) : networkLimit(net, bytes, newTiles);
    if (k === 0) limit.strictMs += net.latencyMs;
    return {
      step: step.name,
      level,
      minimum: { tiles: newTiles, bytes },
      limit,
      izoom: side('izoom', k),
      osd: side('openseadragon', k),
      floor: side('floor', k),
      drawn: side('drawn', k),
    };
  });
  const pathFrames = (kind: ViewerKind, from = 0) => {
    const each = of(kind).map((r) => r.steps.slice(from).flatMap((s) => s.frames));
    return {
      p95: median(each.map(p95)),
      count: median(each.map((f) => f.length)),
      over17: median(each.map((f) => f.filter((dt) => dt > LONG_FRAME_MS).length)),
    };
  };
  const frames = { izoom: pathFrames('izoom').p95, osd: pathFrames('openseadragon').p95 };
  // Step 1 holds izoom's loading of its viewer (OpenSeadragon's script is in the page before it starts).
  const framesDetail = {
    izoom: pathFrames('izoom'),
    osd: pathFrames('openseadragon'),
    afterOpen: { izoom: pathFrames('izoom', 1), osd: pathFrames('openseadragon', 1) },
  };
  const total = (pick: (s: (typeof steps)[number]) => number) => steps.reduce((sum, s) => sum + pick(s), 0);
  const bytes = {
    izoom: total((s) => s.izoom.bytes),
    osd: total((s) => s.osd.bytes),
    minimum: total((s) => s.minimum.bytes),
  };
  const count = (ok: (s: (typeof steps)[number]) => boolean) => steps.filter(ok).length;
  const targets = {
    fasterSteps: count((s) => s.izoom.ms < s.osd.ms),
    fewerBytes: bytes.izoom < bytes.osd,
    shorterFrames:
      frameWork.izoom && frameWork.openseadragon ? frameWork.izoom.p95Ms < frameWork.openseadragon.p95Ms : undefined,
    shorterIntervals: frames.izoom < frames.osd,
    withinTwiceLimitSteps: count((s) => s.izoom.ms <= 2 * s.limit.strictMs),
    floorWithinTwiceLimitSteps: count((s) => s.floor.ms <= 2 * s.limit.strictMs),
    withinTwiceRoundsLimitSteps: net.connections ? count((s) => s.izoom.ms <= 2 * (s.limit.roundsMs ?? 0)) : undefined,
    withinFloorRatioSteps: count((s) => s.izoom.ms <= FLOOR_RATIO_TARGET * floorOf(s.floor.ms)),
  };
  // Per step, how many rounds were within the line: the floor's count says how often this machine allowed it at all.
  const roundsWithinTwiceLimit = (kind: ViewerKind) =>
    steps.map(
      (s, k) => of(kind).filter((r) => (r.steps[k].ms ?? Number.POSITIVE_INFINITY) <= 2 * s.limit.strictMs).length,
    );
  const roundsWithin = {
    rounds: of('izoom').length,
    izoom: roundsWithinTwiceLimit('izoom'),
    floor: roundsWithinTwiceLimit('floor'),
  };
  // `kind` against the floor of the same round (they run one after the other), step by step.
  const ratiosTo = (kind: ViewerKind, floor: ViewerKind) =>
    steps.map((_, k) => {
      const msOf = (r: Run) => r.steps[k].ms ?? Number.POSITIVE_INFINITY;
      const floors = of(floor);
      const paired = of(kind).map((r, i) => (floors[i] ? msOf(r) / floorOf(msOf(floors[i])) : Number.NaN));
      return {
        ofMedians: median(of(kind).map(msOf)) / floorOf(median(floors.map(msOf))),
        medianOfRounds: median(paired.filter(Number.isFinite)),
        roundsWithin: paired.filter((x) => x <= FLOOR_RATIO_TARGET).length,
      };
    });
  const floorRatios = ratiosTo('izoom', 'floor');
  // What drawing the view once costs here over the floor, and izoom over that.
  const drawnRatios = { drawn: ratiosTo('drawn', 'floor'), izoom: ratiosTo('izoom', 'drawn') };
  const appLoadMs = median(of('izoom').map((r) => r.dziRequestedAt));
  const frameworkAfterDziMs = median(of('izoom').map((r) => r.frameworkAfterDzi ?? Number.NaN));
  const firstTileAfterDziMs = {
    izoom: median(of('izoom').map((r) => r.firstTileAfterDzi)),
    osd: median(of('openseadragon').map((r) => r.firstTileAfterDzi)),
  };
  // Over HTTP/2 the emulated latency should still be paid by every request, not once per connection.
  const requests = (kind: ViewerKind) => {
    const timings = of(kind).flatMap((r) => r.steps.flatMap((s) => s.timings));
    return {
      protocols: [...new Set(of(kind).map((r) => r.protocol))].join(', '),
      maxInFlight: Math.max(...of(kind).flatMap((r) => r.steps.map((s) => s.maxInFlight))),
      firstByteMs: {
        min: Math.min(...timings.map((t) => t.firstByte)),
        median: median(timings.map((t) => t.firstByte)),
      },
    };
  };
  const tileRequests = { izoom: requests('izoom'), osd: requests('openseadragon') };
  return {
    steps,
    floorRatios,
    drawnRatios,
    frames,
    framesDetail,
    bytes,
    targets,
    roundsWithin,
    appLoadMs,
    frameworkAfterDziMs,
    firstTileAfterDziMs,
    tileRequests,
  };
}

const KB = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'never');
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const tiles = (r: ReturnType<typeof summarize>['tileRequests']['izoom']) =>
  `over ${r.protocols}, at most ${r.maxInFlight} in flight, first byte ${ms(r.firstByteMs.median)} after sending ` +
  `(median; least ${ms(r.firstByteMs.min)})`;

export function printReport(s: ReturnType<typeof summarize>, title: string[]) {
  const line = (...cells: string[]) => console.log(`| ${cells.join(' | ')} |`);
  console.log(`\n${title.join('\n')}\n`);
  line(
    'Step',
    'minimum',
    'network limit',
    'izoom',
    'OpenSeadragon',
    'floor',
    'drawn floor',
    `izoom ÷ floor (≤ ${FLOOR_RATIO_TARGET})`,
    'izoom ≤ 2 × limit',
    'bytes izoom',
    'bytes OSD',
  );
  console.log(`|---|${'---:|'.repeat(10)}`);
  for (const [k, step] of s.steps.entries()) {
    const { izoom, osd, floor, drawn, limit, minimum } = step;
    line(
      `${step.step} (level ${step.level})`,
      `${KB(minimum.bytes)}, ${minimum.tiles} tiles`,
      ms(limit.strictMs) + (limit.roundsMs === undefined ? '' : ` (${ms(limit.roundsMs)})`),
      `${ms(izoom.ms)} ${mark(izoom.ms < osd.ms)}`,
      ms(osd.ms),
      ms(floor.ms),
      ms(drawn.ms),
      `${s.floorRatios[k].ofMedians.toFixed(2)} ${mark(s.floorRatios[k].ofMedians <= FLOOR_RATIO_TARGET)}`,
      mark(izoom.ms <= 2 * limit.strictMs) +
        (limit.roundsMs === undefined ? '' : ` (${mark(izoom.ms <= 2 * limit.roundsMs)})`),
      `${KB(izoom.bytes)}, ${izoom.tiles} ${mark(izoom.bytes <= osd.bytes)}`,
      `${KB(osd.bytes)}, ${osd.tiles}`,
    );
  }
  const ratio = (bytes: number) => (bytes / s.bytes.minimum).toFixed(2);
  const ratios = (r: { medianOfRounds: number }[]) => r.map((x) => x.medianOfRounds.toFixed(2)).join(' / ');
  const f = s.framesDetail;
  const longs = (x: { count: number; over17: number }) => `${x.over17} of ${x.count}`;
  const t = s.targets;
  console.log(
    [
      '',
      'Network limit: latency + minimum bytes ÷ bandwidth' +
        (t.withinTwiceRoundsLimitSteps === undefined ? '.' : ' (in brackets: a latency per round of 6 requests).'),
      'Floor: no viewer, only the minimum requests at once in the same browser, each tile decoded, nothing drawn: ' +
        `within twice the network limit in ${t.floorWithinTwiceLimitSteps} of ${s.steps.length} steps.`,
      `Rounds within twice the network limit, step by step (of ${s.roundsWithin.rounds}): izoom ` +
        `${s.roundsWithin.izoom.join(' / ')}, floor ${s.roundsWithin.floor.join(' / ')}.`,
      `izoom ÷ the floor of the same round, median per step: ${s.floorRatios.map((r) => r.medianOfRounds.toFixed(2)).join(' / ')}; ` +
        `rounds within ${FLOOR_RATIO_TARGET} ×: ${s.floorRatios.map((r) => r.roundsWithin).join(' / ')} of ${s.roundsWithin.rounds} ` +
        `(a step with no new tile is held to one display frame, ${DISPLAY_FRAME_MS.toFixed(1)} ms).`,
      "Drawn floor: the floor, then the view drawn once in the next frame on a 2D canvas made as izoom's 2D drawer " +
        "makes its own, and seen as izoom's view is (after that frame): what any viewer showing the tiles needs here at least. " +
        `Of the same round, median per step: drawn floor ÷ floor ${ratios(s.drawnRatios.drawn)}, izoom ÷ drawn floor ` +
        `${ratios(s.drawnRatios.izoom)}.`,
      `Bytes over the path: izoom ${KB(s.bytes.izoom)} (${ratio(s.bytes.izoom)} × the minimum), ` +
        `OpenSeadragon ${KB(s.bytes.osd)} (${ratio(s.bytes.osd)} ×), minimum ${KB(s.bytes.minimum)}.`,
      `Frame interval, 95th percentile while the steps ran: izoom ${s.frames.izoom.toFixed(1)} ms, ` +
        `OpenSeadragon ${s.frames.osd.toFixed(1)} ms (over 17 ms: izoom ${longs(f.izoom)}, OpenSeadragon ` +
        `${longs(f.osd)}); steps 2–4 only: izoom ${f.afterOpen.izoom.p95.toFixed(1)} ms (${longs(f.afterOpen.izoom)}), ` +
        `OpenSeadragon ${f.afterOpen.osd.p95.toFixed(1)} ms (${longs(f.afterOpen.osd)}).`,
      `izoom loads its app for ${ms(s.appLoadMs)} before it asks for the .dzi (not in the times above); its viewer ` +
        `framework (three.js and the engine) arrives ${ms(s.frameworkAfterDziMs)} after the .dzi request (in step 1). ` +
        `First tile request after the .dzi request: izoom ${ms(s.firstTileAfterDziMs.izoom)}, OpenSeadragon ` +
        `${ms(s.firstTileAfterDziMs.osd)}.`,
      `Tile requests: ${tiles(s.tileRequests.izoom)} for izoom; ${tiles(s.tileRequests.osd)} for OpenSeadragon.`,
      '',
      `Targets: sharp sooner than OpenSeadragon in ${t.fasterSteps} of ${s.steps.length} steps; ` +
        `fewer bytes ${mark(t.fewerBytes)}; shorter frames (main-thread time, p95) ` +
        `${t.shorterFrames === undefined ? 'not measured' : mark(t.shorterFrames)}, frame interval p95 ` +
        `${t.shorterIntervals ? 'shorter ✓' : 'not shorter'}; within twice the network ` +
        `limit in ${t.withinTwiceLimitSteps} of ${s.steps.length} steps` +
        (t.withinTwiceRoundsLimitSteps === undefined ? '' : ` (${t.withinTwiceRoundsLimitSteps} with rounds)`) +
        `; within ${FLOOR_RATIO_TARGET} × the floor in ${t.withinFloorRatioSteps} of ${s.steps.length} steps.`,
    ].join('\n'),
  );
  for (const { step, izoom, osd } of s.steps) {
    if (izoom.missing || osd.missing || izoom.offByPx > 1 || osd.offByPx > 1)
      console.log(
        `CHECK ${step}: tiles never received izoom ${izoom.missing}, OSD ${osd.missing}; view off by ` +
          `izoom ${izoom.offByPx.toFixed(2)} px, OSD ${osd.offByPx.toFixed(2)} px`,
      );
  }
}
