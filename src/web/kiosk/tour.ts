/** Kiosk auto-tour (issue 5, item 6): which izoom and which view to show, and when to move on. Pure: the page owns timers. */

export const TOUR_DWELL_MS = 20_000;
export const TOUR_STEPS_PER_ITEM = 3;
export const TOUR_IDLE_RESUME_MS = 60_000;
export const TOUR_MIN_ZOOM = 3;
export const TOUR_MAX_ZOOM = 6;

/** `'home'` is the fitted whole izoom; otherwise a point (fractions 0..1 of the izoom canvas) and a zoom relative to the fitted view. */
export type TourView = 'home' | { readonly x: number; readonly y: number; readonly zoomFactor: number };

export interface TourStop {
  readonly izoom: number;
  /** 0 is the whole izoom, then one closer look per step. */
  readonly step: number;
  readonly view: TourView;
}

/**
 * `empty`: no items, nothing ever happens. `stopped`: before `start`. `paused`: by `pause()`, until `resume()`.
 * `interrupted`: a visitor is using the viewer (`noteInput`); `tick` resumes after `idleResumeMs` without input.
 */
export type TourStatus = 'empty' | 'stopped' | 'running' | 'paused' | 'interrupted';

/**
 * What `tick` did: the page shows `current()` again after all but `none`. `round`: it advanced from the last
 * izoom back to the first, where a new round begins (with the queued items, if any).
 */
export type TourTick = 'none' | 'advanced' | 'round' | 'resumed';

export interface TourOptions {
  /** Izoom ids in album order (groups in order, then izooms within each group). */
  readonly items: readonly number[];
  /** Time spent on each izoom, shared evenly between its steps. */
  readonly dwellMs?: number;
  /** The whole view, then `stepsPerItem - 1` closer looks. */
  readonly stepsPerItem?: number;
  readonly idleResumeMs?: number;
  /** Uniform in [0, 1), like `Math.random`; pass a seeded one for a repeatable tour. */
  readonly random?: () => number;
}

export interface Tour {
  readonly status: TourStatus;
  /** The izoom ids of this round, in order. */
  readonly items: readonly number[];
  /** The stop to show; null for an empty tour. */
  current(): TourStop | null;
  /** The izoom shown after the current one: after the last, the first of the next round's items. */
  upcoming(): number | null;
  /**
   * The album changed: `items` take over when the tour next comes back to its start, so a round is never cut
   * short. An empty tour takes them at once (running from `now` if it was started); answers whether it did.
   */
  queueItems(items: readonly number[], now: number): boolean;
  /** Starts (or restarts) the dwell clock at the current stop. */
  start(now: number): void;
  /**
   * Moves to the next step, after the last step to the next izoom, after the last izoom back to the first
   * (where queued items take over).
   */
  advance(now?: number): TourStop | null;
  /** Moves to the whole view of `izoom` (the one a visitor opened), so the tour goes on from there. */
  jumpTo(izoom: number): boolean;
  /** Ms until `tick` would advance or resume; Infinity when it never will (empty, stopped, paused). */
  msUntilNext(now: number): number;
  pause(): void;
  resume(now: number): void;
  /** A visitor touched the screen: the tour waits until `idleResumeMs` pass without input. */
  noteInput(now: number): void;
  tick(now: number): TourTick;
}

function positive(name: string, value: number, integer = false): number {
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new RangeError(`tour ${name} must be a ${integer ? 'whole ' : ''}number > 0, got ${value}`);
  }
  return value;
}

/** A point the zoomed view can centre on while staying within the canvas. */
function closerLook(random: () => number): TourView {
  const zoomFactor = TOUR_MIN_ZOOM + random() * (TOUR_MAX_ZOOM - TOUR_MIN_ZOOM);
  const margin = 0.5 / zoomFactor;
  const within = () => margin + random() * (1 - 2 * margin);
  const x = within();
  return { x, y: within(), zoomFactor };
}

export function createTour(options: TourOptions): Tour {
  let items = [...options.items];
  let queued: number[] | null = null;
  let started = false;
  const stepsPerItem = positive('stepsPerItem', options.stepsPerItem ?? TOUR_STEPS_PER_ITEM, true);
  const stepMs = positive('dwellMs', options.dwellMs ?? TOUR_DWELL_MS) / stepsPerItem;
  const idleResumeMs = positive('idleResumeMs', options.idleResumeMs ?? TOUR_IDLE_RESUME_MS);
  const random = options.random ?? Math.random;

  let status: TourStatus = items.length === 0 ? 'empty' : 'stopped';
  let index = 0;
  let step = 0;
  let view: TourView = 'home';
  let stepStartedAt = 0;
  let lastInputAt = 0;

  const current = (): TourStop | null => (status === 'empty' ? null : { izoom: items[index], step, view });

  /** Starts a new round: the queued items, if any, take over. */
  const newRound = () => {
    index = 0;
    if (!queued) return;
    items = queued;
    queued = null;
    if (items.length === 0) status = 'empty';
  };

  /** Answers whether a new round began. */
  const moveOn = (now?: number): boolean => {
    if (status === 'empty') return false;
    step += 1;
    let round = false;
    if (step >= stepsPerItem) {
      step = 0;
      round = index + 1 >= items.length;
      if (round) newRound();
      else index += 1;
    }
    view = step === 0 ? 'home' : closerLook(random);
    if (now !== undefined) stepStartedAt = now;
    return round;
  };

  const advance = (now?: number): TourStop | null => {
    moveOn(now);
    return current();
  };

  return {
    get status() {
      return status;
    },
    get items() {
      return items;
    },
    current,
    upcoming() {
      if (status === 'empty') return null;
      if (index + 1 < items.length) return items[index + 1] ?? null;
      return (queued ?? items)[0] ?? null;
    },
    queueItems(next, now) {
      if (status !== 'empty') {
        queued = [...next];
        return false;
      }
      if (next.length === 0) return false;
      items = [...next];
      index = 0;
      step = 0;
      view = 'home';
      status = started ? 'running' : 'stopped';
      stepStartedAt = now;
      return true;
    },
    advance,
    start(now) {
      started = true;
      if (status === 'empty') return;
      status = 'running';
      stepStartedAt = now;
    },
    jumpTo(izoom) {
      const found = items.indexOf(izoom);
      if (found < 0) return false;
      index = found;
      step = 0;
      view = 'home';
      return true;
    },
    msUntilNext(now) {
      if (status === 'running') return Math.max(0, stepStartedAt + stepMs - now);
      if (status === 'interrupted') return Math.max(0, lastInputAt + idleResumeMs - now);
      return Number.POSITIVE_INFINITY;
    },
    pause() {
      if (status === 'running' || status === 'interrupted') status = 'paused';
    },
    resume(now) {
      started = true;
      if (status === 'empty') return;
      status = 'running';
      stepStartedAt = now;
    },
    noteInput(now) {
      lastInputAt = now;
      if (status === 'running') status = 'interrupted';
    },
    tick(now) {
      if (status === 'interrupted' && now - lastInputAt >= idleResumeMs) {
        status = 'running';
        stepStartedAt = now;
        return 'resumed';
      }
      if (status === 'running' && now - stepStartedAt >= stepMs) return moveOn(now) ? 'round' : 'advanced';
      return 'none';
    },
  };
}
