// `npm run bench:start-profile`: where a page's start spends the main thread on a slow phone. Real Chromium as in
// bench:first-paint (412 × 823, touch, 4 × CPU, 150 ms latency, 1.6 Mbit/s) with a performance trace: prints each
// long task of the page's main thread (over 50 ms as it ran, so at 4 × CPU) with what took its time: script
// evaluation, style, layout, paint, and the functions the sampling profiler saw most. For finding what to cut or
// split; not a figure to report. BENCH_SERVER=http://host:port (required), BENCH_PAGES=/,/auth/login.
import { openSlowPhone } from './slow-phone';
import { startTrace, type TraceEvent, traceEventsOf } from './viewer-trace';

const SERVER = process.env.BENCH_SERVER;
const PAGES = (process.env.BENCH_PAGES ?? '/,/auth/login').split(',');
const TOP = Number(process.env.BENCH_TOP ?? 6);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.compile',
  'v8',
];

interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

const shortUrl = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1');

/** The page's main thread: the one that painted its first content (not the blank page's before it). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('no first contentful paint in the trace');
  return { pid: paint.pid, tid: paint.tid };
}

/** Profiler samples on that thread, as [timestamp µs, frame label, the labels of the whole stack]. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): [number, string, string[]][] {
  const nodes = new Map<number, CpuNode>();
  const out: [number, string, string[]][] = [];
  const label = (node: CpuNode | undefined) => {
    const frame = node?.callFrame;
    return frame
      ? `${frame.functionName || `(anonymous:${(frame.lineNumber ?? 0) + 1})`} ${shortUrl(frame.url)}`.trim()
      : '?';
  };
  const stackOf = (id: number) => {
    const stack: string[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      stack.push(label(node));
    }
    return [...new Set(stack)];
  };
  // Each thread's profile (the page's workers have theirs) comes as a `Profile` and chunks with its id.
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  let at = Number((profile?.args?.data as { startTime?: number })?.startTime ?? 0);
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk' || event.id !== profile?.id) continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: CpuNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    samples.forEach((id, i) => {
      at += data.timeDeltas?.[i] ?? 0;
      out.push([at, label(nodes.get(id)), stackOf(id)]);
    });
  }
  return out;
}

const KINDS: Record<string, (event: TraceEvent) => string> = {
  EvaluateScript: (event) => `evaluate ${shortUrl(String(event.args?.data?.url ?? ''))}`,
  'v8.evaluateModule': () => 'evaluate module',
  FunctionCall: (event) => `call ${shortUrl(String(event.args?.data?.url ?? ''))}`,
  UpdateLayoutTree: () => 'style',
  Layout: () => 'layout',
  Paint: () => 'paint',
  ParseHTML: () => 'parse HTML',
  ParseAuthorStyleSheet: () => 'parse CSS',
  'v8.compile': () => 'compile',
  'V8.CompileLazy': () => 'lazy compile',
  'V8.CompileCode': () => 'compile code',
  'v8.parseOnBackground': () => 'parse',
  'v8.compileModule': () => 'compile module',
  MajorGC: () => 'GC',
  MinorGC: () => 'GC',
};

async function profilePage(url: string): Promise<void> {
  const { page, cdp, close } = await openSlowPhone();
  try {
    const trace = await startTrace(cdp, CATEGORIES);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const events = traceEventsOf(await trace.end());
    const { pid, tid } = mainThread(events);
    const navigation = events.find(
      (event) => event.name === 'navigationStart' && event.pid === pid && event.args?.data?.isLoadingMainFrame,
    );
    const zero = navigation?.ts ?? 0;
    const paints = events.filter((event) => event.pid === pid && event.name === 'firstContentfulPaint');
    const lcps = events.filter((event) => event.pid === pid && event.name === 'largestContentfulPaint::Candidate');
    const ms = (ts: number) => Math.round((ts - zero) / 1000);
    console.log(
      `\n## ${url}: FCP ${paints[0] ? ms(paints[0].ts) : '?'} ms, LCP ${lcps.length ? ms(lcps[lcps.length - 1].ts) : '?'} ms`,
    );
    const samples = samplesOf(events, pid, tid);
    const onThread = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
    const tasks = onThread.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000);
    const fcp = paints[0]?.ts ?? 0;
    const blocking = tasks
      .filter((task) => task.ts >= fcp)
      .reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - 50), 0);
    // Inside a task, the sampler's "(idle)" is the main thread blocked on another process: with software GL
    // (SwiftShader), the GPU process's shader compiles and draws that a WebGL call waits for.
    const afterFcp = tasks.filter((task) => task.ts >= fcp);
    const inTasks = samples.filter(([at]) => afterFcp.some((task) => at >= task.ts && at < task.ts + (task.dur ?? 0)));
    const waiting = inTasks.filter(([, label]) => label === '(idle)').length / (inTasks.length || 1);
    const long = afterFcp.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0);
    console.log(
      `long tasks after FCP: ${afterFcp.length}, ${Math.round(long)} ms, ${Math.round(100 * waiting)}% of it waiting on another process; blocking (the part of each over 50 ms): ${Math.round(blocking)} ms`,
    );
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const within = onThread.filter((event) => event.ts >= task.ts && event.ts < end && KINDS[event.name]);
      const kinds = new Map<string, number>();
      for (const event of within) {
        const label = KINDS[event.name](event);
        kinds.set(label, (kinds.get(label) ?? 0) + (event.dur ?? 0));
      }
      const functions = new Map<string, number>();
      const inTask = samples.filter(([at]) => at >= task.ts && at < end);
      for (const [, label] of inTask) functions.set(label, (functions.get(label) ?? 0) + 1);
      const topKinds = [...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
      const topFunctions = [...functions.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
      const inclusive = new Map<string, number>();
      for (const [, , stack] of inTask)
        for (const frame of stack) inclusive.set(frame, (inclusive.get(frame) ?? 0) + 1);
      const topInclusive = [...inclusive.entries()]
        .filter(([frame]) => !frame.startsWith('(root)') && !frame.startsWith('(program)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP * 3);
      console.log(`- at ${ms(task.ts)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms`);
      console.log(`  ${topKinds.map(([label, dur]) => `${label} ${Math.round(dur / 1000)}`).join(' · ')}`);
      const share = (n: number) => `${Math.round((100 * n) / (inTask.length || 1))}%`;
      console.log(`  self: ${topFunctions.map(([label, n]) => `${label} ${share(n)}`).join(' · ')}`);
      console.log(`  total: ${topInclusive.map(([label, n]) => `${label} ${share(n)}`).join(' · ')}`);
    }
  } finally {
    await close();
  }
}

async function main() {
  if (!SERVER) throw new Error('BENCH_SERVER=http://host:port is required');
  for (const pathname of PAGES) await profilePage(`${SERVER}${pathname}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
