import { describe, expect, it } from 'vitest';
import { keyToDelta } from './keyboard';

const viewport = { width: 1000, height: 600 };
const press = (
  key: string,
  modifiers: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {},
) => keyToDelta({ key, ...modifiers }, viewport);

describe('keyToDelta', () => {
  it('arrows pan the view by 10% of the viewport, animated', () => {
    expect(press('ArrowRight')).toEqual({ kind: 'pan', dx: -100, dy: 0, animate: true });
    expect(press('ArrowLeft')).toEqual({ kind: 'pan', dx: 100, dy: 0, animate: true });
    expect(press('ArrowDown')).toEqual({ kind: 'pan', dx: 0, dy: -60, animate: true });
    expect(press('ArrowUp')).toEqual({ kind: 'pan', dx: 0, dy: 60, animate: true });
  });

  it('shift+arrows pan by half the viewport', () => {
    expect(press('ArrowRight', { shiftKey: true })).toEqual({ kind: 'pan', dx: -500, dy: 0, animate: true });
    expect(press('ArrowUp', { shiftKey: true })).toEqual({ kind: 'pan', dx: 0, dy: 300, animate: true });
  });

  it('+ and = zoom in ×1.5 at the centre, - and _ zoom out, animated', () => {
    const zoomIn = { kind: 'zoom', factor: 1.5, x: 500, y: 300, animate: true };
    const zoomOut = { kind: 'zoom', factor: 1 / 1.5, x: 500, y: 300, animate: true };
    expect(press('+', { shiftKey: true })).toEqual(zoomIn);
    expect(press('=')).toEqual(zoomIn);
    expect(press('-')).toEqual(zoomOut);
    expect(press('_', { shiftKey: true })).toEqual(zoomOut);
  });

  it('0 and Home go home', () => {
    expect(press('0')).toEqual({ kind: 'home' });
    expect(press('Home')).toEqual({ kind: 'home' });
  });

  it('PageDown, n and ] go to the next izoom; PageUp, p and [ to the previous', () => {
    for (const key of ['PageDown', 'n', 'N', ']']) expect(press(key)).toEqual({ kind: 'next' });
    for (const key of ['PageUp', 'p', 'P', '[']) expect(press(key)).toEqual({ kind: 'previous' });
  });

  it('f toggles fullscreen', () => {
    expect(press('f')).toEqual({ kind: 'fullscreen' });
    expect(press('F', { shiftKey: true })).toEqual({ kind: 'fullscreen' });
  });

  it('leaves keys alone when ctrl, meta or alt is held', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey'] as const) {
      for (const key of ['ArrowLeft', '+', '-', '0', 'n', 'f', 'PageDown']) {
        expect(press(key, { [modifier]: true })).toBeNull();
      }
    }
  });

  it('leaves other keys alone', () => {
    for (const key of ['a', 'Enter', 'Escape', ' ', 'Tab', '1', 'End', 'Dead']) expect(press(key)).toBeNull();
  });
});
