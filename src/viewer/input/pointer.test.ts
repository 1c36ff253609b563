import { describe, expect, it } from 'vitest';
import { type Camera, panBy, zoomAt } from '../core/camera';
import type { CameraDelta } from './deltas';
import { PINCH_ZOOM_RATE, PointerInput, type PointerInputEvent, WHEEL_ZOOM_RATE } from './pointer';

type Type = PointerInputEvent['type'];

const mouse = (type: Type, x: number, y: number, extra: Partial<PointerInputEvent> = {}): PointerInputEvent => ({
  type,
  pointerId: 1,
  pointerType: 'mouse',
  button: 0,
  clientX: x,
  clientY: y,
  timeStamp: 0,
  ...extra,
});

const touch = (type: Type, id: number, x: number, y: number, timeStamp = 0): PointerInputEvent => ({
  type,
  pointerId: id,
  pointerType: 'touch',
  button: 0,
  clientX: x,
  clientY: y,
  timeStamp,
});

const wheel = (deltaY: number, extra: Partial<PointerInputEvent> = {}): PointerInputEvent => ({
  type: 'wheel',
  clientX: 300,
  clientY: 200,
  deltaY,
  deltaMode: 0,
  timeStamp: 0,
  ...extra,
});

const run = (input: PointerInput, events: PointerInputEvent[]): CameraDelta[] => events.flatMap((e) => input.handle(e));

const viewport = { width: 800, height: 600 };
const applyAll = (cam: Camera, deltas: CameraDelta[]): Camera =>
  deltas.reduce((c, d) => {
    if (d.kind === 'pan') return panBy(c, d.dx, d.dy);
    if (d.kind === 'zoom') return zoomAt(c, d.factor, d, viewport);
    throw new Error(`unexpected ${d.kind}`);
  }, cam);

describe('mouse', () => {
  it('drag of 10,5 px pans 10,5', () => {
    const input = new PointerInput();
    const deltas = run(input, [
      mouse('pointerdown', 100, 100),
      mouse('pointermove', 110, 105),
      mouse('pointerup', 110, 105),
    ]);
    expect(deltas).toEqual([{ kind: 'pan', dx: 10, dy: 5 }]);
  });

  it('ignores jitter under 3 px, then catches up so no movement is lost', () => {
    const input = new PointerInput();
    input.handle(mouse('pointerdown', 100, 100));
    expect(input.handle(mouse('pointermove', 101, 101))).toEqual([]);
    expect(input.handle(mouse('pointermove', 104, 102))).toEqual([{ kind: 'pan', dx: 4, dy: 2 }]);
    expect(input.handle(mouse('pointermove', 105, 102))).toEqual([{ kind: 'pan', dx: 1, dy: 0 }]);
  });

  it('does not pan on hover, with another button, or after release', () => {
    const input = new PointerInput();
    expect(run(input, [mouse('pointermove', 10, 10), mouse('pointermove', 90, 90)])).toEqual([]);
    expect(
      run(input, [mouse('pointerdown', 0, 0, { button: 2 }), mouse('pointermove', 50, 50, { button: 2 })]),
    ).toEqual([]);
    expect(run(input, [mouse('pointerdown', 0, 0), mouse('pointerup', 0, 0), mouse('pointermove', 50, 50)])).toEqual(
      [],
    );
  });

  it('double-click zooms in ×2 at the point, animated; with shift it zooms out', () => {
    const input = new PointerInput();
    expect(input.handle(mouse('dblclick', 120, 80))).toEqual([
      { kind: 'zoom', factor: 2, x: 120, y: 80, animate: true },
    ]);
    expect(input.handle(mouse('dblclick', 120, 80, { shiftKey: true }))).toEqual([
      { kind: 'zoom', factor: 0.5, x: 120, y: 80, animate: true },
    ]);
  });

  it('measures points from the viewport origin', () => {
    const input = new PointerInput({ origin: () => ({ left: 50, top: 20 }) });
    expect(input.handle(mouse('dblclick', 150, 120))).toEqual([
      { kind: 'zoom', factor: 2, x: 100, y: 100, animate: true },
    ]);
  });
});

describe('wheel', () => {
  const factorOf = (deltas: CameraDelta[]): number => {
    expect(deltas).toHaveLength(1);
    const [delta] = deltas;
    if (delta?.kind !== 'zoom') throw new Error('expected a zoom');
    return delta.factor;
  };

  it('wheel up zooms in at the cursor, wheel down zooms out by the inverse', () => {
    const input = new PointerInput();
    const zoomIn = input.handle(wheel(-100));
    expect(zoomIn).toEqual([{ kind: 'zoom', factor: expect.any(Number), x: 300, y: 200 }]);
    expect(factorOf(zoomIn)).toBeCloseTo(1.2, 12);
    expect(factorOf(zoomIn) * factorOf(input.handle(wheel(100)))).toBeCloseTo(1, 12);
  });

  it('normalises lines and pages to pixels', () => {
    const input = new PointerInput();
    expect(factorOf(input.handle(wheel(-3, { deltaMode: 1 })))).toBeCloseTo(Math.exp(120 * WHEEL_ZOOM_RATE), 12);
    expect(factorOf(input.handle(wheel(1, { deltaMode: 2 })))).toBeCloseTo(Math.exp(-800 * WHEEL_ZOOM_RATE), 12);
  });

  it('reads ctrl+wheel as a trackpad pinch with its own rate', () => {
    const input = new PointerInput();
    expect(factorOf(input.handle(wheel(-4, { ctrlKey: true })))).toBeCloseTo(Math.exp(4 * PINCH_ZOOM_RATE), 12);
    expect(factorOf(input.handle(wheel(-4)))).toBeCloseTo(Math.exp(4 * WHEEL_ZOOM_RATE), 12);
  });

  it('ignores a zero delta', () => {
    expect(new PointerInput().handle(wheel(0))).toEqual([]);
  });
});

describe('touch', () => {
  it('one finger drags to pan', () => {
    const input = new PointerInput();
    const deltas = run(input, [
      touch('pointerdown', 7, 100, 100),
      touch('pointermove', 7, 110, 105),
      touch('pointermove', 7, 120, 125),
      touch('pointerup', 7, 120, 125),
    ]);
    expect(deltas).toEqual([
      { kind: 'pan', dx: 10, dy: 5 },
      { kind: 'pan', dx: 10, dy: 20 },
    ]);
  });

  it('a tap does not pan', () => {
    const input = new PointerInput();
    const deltas = run(input, [
      touch('pointerdown', 1, 100, 100),
      touch('pointermove', 1, 104, 103),
      touch('pointermove', 1, 106, 102),
      touch('pointerup', 1, 106, 102, 80),
    ]);
    expect(deltas).toEqual([]);
  });

  it('pinch from 100 px apart to 200 px apart zooms ×2 about the midpoint', () => {
    const input = new PointerInput();
    run(input, [touch('pointerdown', 1, 100, 300), touch('pointerdown', 2, 200, 300)]);
    expect(input.handle(touch('pointermove', 2, 300, 300))).toEqual([
      { kind: 'pan', dx: 50, dy: 0 },
      { kind: 'zoom', factor: 2, x: 200, y: 300 },
    ]);
  });

  it('a symmetric pinch equals zooming ×2 about the fixed midpoint', () => {
    const input = new PointerInput();
    const deltas = run(input, [
      touch('pointerdown', 1, 100, 300),
      touch('pointerdown', 2, 200, 300),
      touch('pointermove', 1, 75, 300),
      touch('pointermove', 2, 225, 300),
      touch('pointermove', 1, 50, 300),
      touch('pointermove', 2, 250, 300),
    ]);
    const cam: Camera = { centerX: 5, centerY: 4, zoom: 30 };
    const expected = zoomAt(cam, 2, { x: 150, y: 300 }, viewport);
    const actual = applyAll(cam, deltas);
    expect(actual.zoom).toBeCloseTo(expected.zoom, 9);
    expect(actual.centerX).toBeCloseTo(expected.centerX, 9);
    expect(actual.centerY).toBeCloseTo(expected.centerY, 9);
  });

  it('a second finger arriving mid-drag switches to pinch without a jump', () => {
    const input = new PointerInput();
    input.handle(touch('pointerdown', 1, 100, 100));
    expect(input.handle(touch('pointermove', 1, 130, 100))).toEqual([{ kind: 'pan', dx: 30, dy: 0 }]);
    expect(input.handle(touch('pointerdown', 2, 300, 100))).toEqual([]);
    expect(input.handle(touch('pointermove', 2, 340, 100))).toEqual([
      { kind: 'pan', dx: 20, dy: 0 },
      { kind: 'zoom', factor: 210 / 170, x: 235, y: 100 },
    ]);
    expect(input.handle(touch('pointerup', 2, 340, 100))).toEqual([]);
    // The finger left behind pans at once from where it is, even by less than the tap slop.
    expect(input.handle(touch('pointermove', 1, 135, 100))).toEqual([{ kind: 'pan', dx: 5, dy: 0 }]);
  });

  it('ignores a third finger', () => {
    const input = new PointerInput();
    run(input, [touch('pointerdown', 1, 0, 0), touch('pointerdown', 2, 100, 0), touch('pointerdown', 3, 50, 50)]);
    expect(input.handle(touch('pointermove', 3, 80, 90))).toEqual([]);
  });
});

describe('double-tap', () => {
  const tap = (id: number, x: number, y: number, downAt: number): PointerInputEvent[] => [
    touch('pointerdown', id, x, y, downAt),
    touch('pointerup', id, x, y, downAt + 60),
  ];

  it('two taps within 300 ms and 30 px zoom in ×2 at the second tap, animated', () => {
    const input = new PointerInput();
    expect(run(input, tap(1, 200, 200, 1000))).toEqual([]);
    expect(run(input, tap(2, 220, 210, 1360))).toEqual([{ kind: 'zoom', factor: 2, x: 220, y: 210, animate: true }]);
  });

  it('a third tap starts a new double-tap', () => {
    const input = new PointerInput();
    run(input, [...tap(1, 200, 200, 0), ...tap(2, 200, 200, 200)]);
    expect(run(input, tap(3, 200, 200, 400))).toEqual([]);
    expect(run(input, tap(4, 200, 200, 600))).toHaveLength(1);
  });

  it('needs the taps close in time and place', () => {
    const slow = new PointerInput();
    expect(run(slow, [...tap(1, 200, 200, 0), ...tap(2, 200, 200, 361)])).toEqual([]);
    const far = new PointerInput();
    expect(run(far, [...tap(1, 200, 200, 0), ...tap(2, 231, 200, 100)])).toEqual([]);
  });

  it('a drag or a pinch is not a tap', () => {
    const input = new PointerInput();
    const dragged = [
      touch('pointerdown', 1, 200, 200, 0),
      touch('pointermove', 1, 215, 200, 20),
      touch('pointerup', 1, 215, 200, 40),
    ];
    expect(run(input, dragged)).toEqual([{ kind: 'pan', dx: 15, dy: 0 }]);
    expect(run(input, tap(2, 215, 200, 100))).toEqual([]);
    const pinched = [
      touch('pointerdown', 3, 200, 200, 400),
      touch('pointerdown', 4, 250, 200, 410),
      touch('pointerup', 3, 200, 200, 450),
      touch('pointerup', 4, 250, 200, 455),
    ];
    expect(run(input, [...pinched, ...tap(5, 200, 200, 500)])).toEqual([]);
  });

  it('a cancelled touch is not a tap', () => {
    const input = new PointerInput();
    run(input, tap(1, 200, 200, 0));
    expect(run(input, [touch('pointerdown', 2, 200, 200, 100), touch('pointercancel', 2, 200, 200, 150)])).toEqual([]);
    expect(run(input, tap(3, 200, 200, 200))).toEqual([]);
    expect(input.handle(touch('pointermove', 2, 300, 300))).toEqual([]);
  });

  it('works with a pen and is not zoomed twice by the dblclick the browser may add', () => {
    const input = new PointerInput();
    const pen = (type: Type, t: number): PointerInputEvent => ({ ...touch(type, 9, 50, 50, t), pointerType: 'pen' });
    const deltas = run(input, [
      pen('pointerdown', 0),
      pen('pointerup', 50),
      pen('pointerdown', 150),
      pen('pointerup', 200),
    ]);
    expect(deltas).toEqual([{ kind: 'zoom', factor: 2, x: 50, y: 50, animate: true }]);
    expect(input.handle(mouse('dblclick', 50, 50))).toEqual([]);
  });
});

describe('reset', () => {
  it('forgets pointers down and the last tap', () => {
    const input = new PointerInput();
    run(input, [mouse('pointerdown', 0, 0), ...[touch('pointerdown', 2, 10, 10), touch('pointerup', 2, 10, 10, 50)]]);
    input.handle(touch('pointerdown', 3, 400, 400, 60));
    input.reset();
    expect(input.handle(mouse('pointermove', 40, 40))).toEqual([]);
    expect(input.handle(touch('pointermove', 3, 480, 480))).toEqual([]);
    expect(run(input, [touch('pointerdown', 4, 10, 10, 100), touch('pointerup', 4, 10, 10, 120)])).toEqual([]);
  });
});
