// A Chrome trace of one bench run: taken (`startTrace`, by viewer-run.ts with BENCH_TRACE or for the traced extra
// run), and read for the per-frame main-thread time the display's frame interval cannot show once both viewers keep
// up with it.
import { readFileSync, writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { median, p95 } from './support';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** Ties a CPU profile's chunks to its `Profile` event (and so to the thread it sampled). */
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string } };
}

/** A trace's events, from the JSON Chrome writes (an object with `traceEvents`, or the bare array). */
export const traceEventsOf = (json: string): TraceEvent[] => {
  const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
};

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
  const events = traceEventsOf(readFileSync(traceFile, 'utf8'));
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

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink',
  'cc',
  'gpu',
  'viz',
  'toplevel',
  'disabled-by-default-gpu_decoder',
  'disabled-by-default-gpu.service',
  'gpu.angle',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * Chrome tracing of every process of the browser (of `categories`), until `end` hands back the trace (JSON) or
 * `stop` writes it to a file.
 */
export async function startTrace(cdp: CDPSession, categories = TRACE_CATEGORIES) {
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReturnAsStream' });
  const end = async (): Promise<string> => {
    const done = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', ({ stream }) => resolve(stream as string)),
    );
    await cdp.send('Tracing.end');
    const handle = await done;
    const chunks: string[] = [];
    for (let eof = false; !eof; ) {
      const chunk = await cdp.send('IO.read', { handle });
      chunks.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data);
      eof = chunk.eof;
    }
    await cdp.send('IO.close', { handle });
    return chunks.join('');
  };
  return { end, stop: async (file: string) => writeFileSync(file, await end()) };
}
