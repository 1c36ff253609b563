// One run of the viewer benchmark: a fresh headless Chromium on a throttled network, one viewer, the whole path.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Camera, Size } from '../../src/viewer/core/camera';
import type { CameraDelta } from '../../src/viewer/input/deltas';
import { launchBrowser } from '../support/browser';
import type { Network, Step, TileDraw, View } from './viewer-path';
import { countBy, newTileUrls, quiet, trackTiles } from './viewer-tiles';
import { startTrace } from './viewer-trace';

/**
 * `floor` is no viewer: the same requests a sharp view needs at least, each decoded, and nothing drawn. `drawn` is
 * the floor and then one frame drawing the view on a 2D canvas: what any viewer showing the tiles needs at least.
 */
export type ViewerKind = 'izoom' | 'openseadragon' | 'floor' | 'drawn';

const PROBE = path.resolve('tests/bench/viewer-probe.js');
const OPENSEADRAGON = path.resolve('node_modules/openseadragon/build/openseadragon/openseadragon.min.js');

export interface RunSetup {
  serverUrl: string;
  dziUrl: string;
  picture: Size;
  viewport: Size;
  steps: Step[];
  /** The tiles' file extension (`jpeg`), for the floor's URLs. */
  tileFormat: string;
  /** Per step, where each of its tiles is drawn (`key`: `level/col_row`), for the drawn floor. */
  draws: (TileDraw & { key: string })[][];
  net: Network;
  /** Where to save a screenshot after each step, if anywhere. */
  screenshots?: string;
  /** Where to write a Chrome trace of the whole run (chrome://tracing, Perfetto), if anywhere. */
  trace?: string;
  /** More Chromium flags (`--ignore-certificate-errors` for the bench's own certificate). */
  browserArgs?: string[];
  /** Let the app's service worker run (its first-visit precache then downloads while the viewer opens). */
  serviceWorker?: boolean;
}

export interface StepResult {
  /** From the move (step 1: the `.dzi` request) until the view is sharp; null if it never was. */
  ms: number | null;
  /** Tile response bodies received, aborted requests' partial bodies included. */
  bytes: number;
  tiles: number;
  /** Tiles received by level. */
  levels: Record<string, number>;
  aborted: number;
  failed: number;
  /** Tiles the view needs that were never received by the time it was called sharp. */
  missing: number;
  /** Most tile requests in flight at once. */
  maxInFlight: number;
  /** Per tile request received, from Chromium: when it was sent (ms after the step began), then ms to its first byte and to its last. */
  timings: { sent: number; firstByte: number; end: number }[];
  /** How far the view shown is from the step's view, in screen pixels. */
  offByPx: number;
  /** ms between frames (requestAnimationFrame) while the step ran. */
  frames: number[];
}

export interface Run {
  viewer: ViewerKind;
  /** ms from navigation to the `.dzi` request (izoom: loading the app; OpenSeadragon: inlined, not comparable). */
  dziRequestedAt: number;
  /** izoom: ms from the `.dzi` request until its viewer framework (three.js and the engine) had arrived. */
  frameworkAfterDzi?: number;
  /** ms from the `.dzi` request to the first tile request. */
  firstTileAfterDzi: number;
  /** The protocol the `.dzi` came over (its resource timing's nextHopProtocol): `http/1.1`, `h2`. */
  protocol: string;
  steps: StepResult[];
}

/** Our camera showing `view`: the canvas of a bare `.dzi` is aspect × 1, so one unit is the picture's height. */
const cameraOf = (view: View, picture: Size, viewport: Size): Camera => ({
  centerX: (view.x + view.width / 2) / picture.height,
  centerY: (view.y + view.height / 2) / picture.height,
  zoom: (viewport.width / view.width) * picture.height,
});

const viewOf = (c: Camera, picture: Size, viewport: Size): View => {
  const [width, height] = [viewport.width / c.zoom, viewport.height / c.zoom];
  const [x, y] = [c.centerX - width / 2, c.centerY - height / 2];
  return {
    x: x * picture.height,
    y: y * picture.height,
    width: width * picture.height,
    height: height * picture.height,
  };
};

/** The one delta that takes our camera from `from` to `to`: a pan, or a zoom about the point that lands there. */
function deltaTo(from: Camera, to: Camera, viewport: Size): CameraDelta {
  if (Math.abs(to.zoom / from.zoom - 1) < 1e-9)
    return { kind: 'pan', dx: (from.centerX - to.centerX) * from.zoom, dy: (from.centerY - to.centerY) * from.zoom };
  const k = 1 / from.zoom - 1 / to.zoom; // screen offset from the middle × k = how far the centre moves
  const x = viewport.width / 2 + (to.centerX - from.centerX) / k;
  const y = viewport.height / 2 + (to.centerY - from.centerY) / k;
  return { kind: 'zoom', factor: to.zoom / from.zoom, x, y };
}

const offBy = (shown: View, wanted: View, scale: number) =>
  Math.max(
    Math.abs(shown.x - wanted.x),
    Math.abs(shown.y - wanted.y),
    Math.abs(shown.width - wanted.width),
    Math.abs(shown.height - wanted.height),
  ) * scale;

type Bench = Record<string, (...args: never[]) => unknown>;
const bench = (page: Page) => ({
  call: <T>(name: string, ...args: unknown[]): Promise<T> =>
    page.evaluate(
      ([n, a]) => ((window as unknown as { bench: Bench }).bench[n as string] as (...x: unknown[]) => T)(...a),
      [name, args] as const,
    ) as Promise<T>,
});

/** Opens the viewer at the path's first view and goes through the rest; `needed[k]` are step k's tile keys. */
export async function runViewer(kind: ViewerKind, setup: RunSetup, needed: string[][]): Promise<Run> {
  const { serverUrl, dziUrl, picture, viewport, steps, net } = setup;
  const serviceWorkers = setup.serviceWorker ? 'allow' : 'block';
  const browser = await launchBrowser({ viewport, args: setup.browserArgs, serviceWorkers });
  try {
    const { page, context } = browser;
    const cdp = await context.newCDPSession(page);
    const tracker = trackTiles(page);
    // Needed for setCacheDisabled; keeps no response bodies (Playwright reads what it counts on its own).
    await cdp.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (Number.isFinite(net.bytesPerSecond))
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: net.latencyMs,
        downloadThroughput: net.bytesPerSecond,
        uploadThroughput: net.bytesPerSecond,
      });
    const tracing = setup.trace ? await startTrace(cdp) : null;
    await page.addInitScript({ path: PROBE });
    const probe = bench(page);
    const cameras = steps.map((s) => cameraOf(s.view, picture, viewport));
    const floorUrls = newTileUrls(dziUrl, setup.tileFormat, needed);
    const files = dziUrl.replace(/\.dzi$/, '_files/');
    const draws = (k: number) => setup.draws[k].map((d) => ({ ...d, url: `${files}${d.key}.${setup.tileFormat}` }));
    const shownView = async (k: number) =>
      kind === 'floor' || kind === 'drawn'
        ? steps[k].view
        : kind === 'izoom'
          ? viewOf(
              (await probe.call<Camera | null>('oursCamera')) ?? { centerX: 0, centerY: 0, zoom: Number.NaN },
              picture,
              viewport,
            )
          : probe.call<View>('osdView');

    // Step 1 runs from the .dzi request (both viewers ask for it first) until sharp.
    let frameworkAt: number | undefined;
    const open = async (): Promise<[number, number | null]> => {
      if (kind === 'floor' || kind === 'drawn') {
        await page.goto(`${serverUrl}/app-config.json`);
        return kind === 'floor'
          ? probe.call('floorLoad', [dziUrl], floorUrls[0])
          : probe.call('floorShow', [dziUrl], floorUrls[0], draws(0));
      }
      if (kind === 'izoom') {
        await page.goto(`${serverUrl}/embed?dzi=${encodeURIComponent(dziUrl)}`);
        const sharp = await probe.call<number | null>('oursSharp', cameras[0]);
        frameworkAt = (await probe.call<number | null>('arrivedAt', '/viewer-framework-')) ?? Number.NaN;
        return [(await probe.call<number | null>('requestedAt', dziUrl)) ?? Number.NaN, sharp];
      }
      await page.goto(`${serverUrl}/app-config.json`); // the tiles' origin, as tests/e2e/dzi-openseadragon does
      await page.setContent(
        `<body style="margin:0;background:#111"><div id="osd" style="width:${viewport.width}px;height:${viewport.height}px"></div></body>`,
      );
      // Evaluated by the test itself: the page's Content-Security-Policy allows no inline script.
      await page.evaluate(readFileSync(OPENSEADRAGON, 'utf8'));
      await probe.call('osdOpen', dziUrl, steps[0].view);
      const sharp = await probe.call<number | null>('osdSharp');
      return [(await probe.call<number | null>('requestedAt', dziUrl)) ?? Number.NaN, sharp];
    };
    // The other steps run from the move until sharp.
    const move = async (k: number): Promise<[number, number | null]> => {
      if (kind === 'floor') return probe.call('floorLoad', [], floorUrls[k]);
      if (kind === 'drawn') return probe.call('floorShow', [], floorUrls[k], draws(k));
      if (kind === 'openseadragon') return probe.call('osdMove', steps[k].view);
      const delta = deltaTo((await probe.call<Camera>('oursCamera')) as Camera, cameras[k], viewport);
      return probe.call('oursMove', delta, cameras[k]);
    };

    const times: [number, number | null][] = [];
    const offs: number[] = [];
    for (const [k, step] of steps.entries()) {
      tracker.step = k;
      times.push(k === 0 ? await open() : await move(k));
      offs.push(offBy(await shownView(k), step.view, step.scale));
      await quiet(tracker);
      if (setup.screenshots && kind !== 'floor')
        await page.screenshot({ path: path.join(setup.screenshots, `${kind}-${k + 1}.png`) });
    }
    const frames = await probe.call<[number, number][]>('frames');
    if (tracing && setup.trace) await tracing.stop(setup.trace);

    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const received = new Set<string>();
    const results = steps.map((_, k): StepResult => {
      const mine = [...tracker.requests.values()].filter((r) => r.step === k);
      for (const r of mine) if (r.state === 'done') received.add(r.tile);
      const [start, sharp] = times[k];
      const end = sharp ?? Number.POSITIVE_INFINITY;
      return {
        ms: sharp === null ? null : sharp - start,
        bytes: mine.reduce((sum, r) => sum + r.bytes, 0),
        tiles: mine.filter((r) => r.state === 'done').length,
        levels: countBy(mine.filter((r) => r.state === 'done').map((r) => r.tile.split('/')[0])),
        aborted: mine.filter((r) => r.state === 'aborted').length,
        failed: mine.filter((r) => r.state === 'failed').length,
        missing: needed[k].filter((tile) => !received.has(tile)).length,
        maxInFlight: tracker.maxInFlight[k] ?? 0,
        timings: mine.flatMap((r) => (r.timing ? [{ ...r.timing, sent: r.timing.sent - timeOrigin - start }] : [])),
        offByPx: offs[k],
        frames: frames.filter(([t]) => t > start && t <= end).map(([, dt]) => dt),
      };
    });
    const frameworkAfterDzi = frameworkAt === undefined ? undefined : frameworkAt - times[0][0];
    // From Chromium's timings, which see the requests of the page's workers too (izoom's tile worker).
    const firstTileAfterDzi = Math.min(...results[0].timings.map((t) => t.sent));
    const protocol = (await probe.call<string | null>('protocolOf', dziUrl)) ?? 'unknown';
    return {
      viewer: kind,
      dziRequestedAt: times[0][0],
      frameworkAfterDzi,
      firstTileAfterDzi,
      protocol,
      steps: results,
    };
  } finally {
    await browser.close();
  }
}
