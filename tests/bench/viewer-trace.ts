// Per-frame main-thread time from a Chrome trace of one bench run (viewer-run.ts writes it with BENCH_TRACE or
// for the traced extra run): what the display's frame interval cannot show once both viewers keep up with it.
import { readFileSync } from 'node:fs';
import { median } from './support';
import { p95 } from './viewer-report';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

export interface FrameWork {
  frames: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  totalMs: number;
}

const isDzi = (url: string | undefined) => !!url && URL.canParse(url) && new URL(url).pathname.endsWith('.dzi');

/**
 * Each frame of the page's main thread from the `.dzi` request on: its rendering task (animation-frame
 * callbacks, style, layout, paint, commit: `ProxyMain::BeginMainFrame`) plus the 2D canvas's rasterization
 * that follows it (`CanvasRenderingContext2D::FinalizeFrame`, which a desynchronized canvas runs after the task).
 */
export function frameWorkOf(traceFile: string): FrameWork {
  const parsed = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const threads = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const dzi = events
    // By path: izoom's page address (`/embed?dzi=….dzi`) ends with `.dzi` too.
    .filter((e) => e.name === 'ResourceSendRequest' && isDzi(e.args?.data?.url))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!dzi) throw new Error(`${traceFile}: no .dzi request`);
  const main = events.filter(
    (e) => e.ph === 'X' && e.pid === dzi.pid && e.ts > dzi.ts && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain',
  );
  const rasters = main.filter((e) => e.name === 'CanvasRenderingContext2D::FinalizeFrame');
  const work = main
    .filter((e) => e.name === 'ProxyMain::BeginMainFrame')
    .map((frame) => {
      const end = frame.ts + (frame.dur ?? 0);
      const raster = rasters.find((r) => r.ts >= end && r.ts < end + 16_000);
      return ((frame.dur ?? 0) + (raster?.dur ?? 0)) / 1000;
    });
  return {
    frames: work.length,
    medianMs: median(work),
    p95Ms: p95(work),
    maxMs: Math.max(...work),
    totalMs: work.reduce((a, b) => a + b, 0),
  };
}
