// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CameraDelta } from '../input/deltas';
import { KEY_PAN_SHARE } from '../input/keyboard';
import { WHEEL_ZOOM_RATE } from '../input/pointer';
import { attachInput } from './input-adapter';

const RECT = { left: 100, top: 50, width: 800, height: 600 };

let element: HTMLDivElement;
let deltas: CameraDelta[];
let detach: () => void;

const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, {
    pointerId: 1,
    pointerType: 'mouse',
    button: 0,
    clientX: x,
    clientY: y,
    bubbles: true,
    cancelable: true,
  });

const key = (name: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init });

beforeEach(() => {
  element = document.createElement('div');
  element.style.setProperty('user-select', 'text');
  element.getBoundingClientRect = () =>
    ({ ...RECT, x: RECT.left, y: RECT.top, right: 900, bottom: 650, toJSON: () => RECT }) as DOMRect;
  element.setPointerCapture = vi.fn();
  element.releasePointerCapture = vi.fn();
  element.hasPointerCapture = vi.fn(() => true);
  document.body.append(element);
  deltas = [];
  detach = attachInput(element, (delta) => deltas.push(delta));
});

afterEach(() => {
  detach();
  element.remove();
});

describe('attachInput', () => {
  it('turns a drag of 10, 5 px into a pan of 10, 5 and captures the pointer', () => {
    element.dispatchEvent(pointer('pointerdown', 200, 150));
    element.dispatchEvent(pointer('pointermove', 210, 155));
    element.dispatchEvent(pointer('pointerup', 210, 155));
    expect(deltas).toEqual([{ kind: 'pan', dx: 10, dy: 5 }]);
    expect(element.setPointerCapture).toHaveBeenCalledWith(1);
    expect(element.releasePointerCapture).toHaveBeenCalledWith(1);
  });

  it('zooms on the wheel about the point in viewport pixels, and keeps the page from scrolling', () => {
    const wheel = new WheelEvent('wheel', { deltaY: -100, clientX: 500, clientY: 350, cancelable: true });
    element.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
    expect(deltas).toEqual([{ kind: 'zoom', factor: Math.exp(100 * WHEEL_ZOOM_RATE), x: 400, y: 300 }]);
  });

  it('zooms in on a double click', () => {
    element.dispatchEvent(new MouseEvent('dblclick', { clientX: 300, clientY: 250, bubbles: true }));
    expect(deltas).toEqual([{ kind: 'zoom', factor: 2, x: 200, y: 200, animate: true }]);
  });

  it('pans on ArrowRight by a share of the viewport, and keeps the page from scrolling', () => {
    const event = key('ArrowRight');
    element.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(deltas).toEqual([{ kind: 'pan', dx: -KEY_PAN_SHARE * RECT.width, dy: 0, animate: true }]);
  });

  it('leaves other keys and browser shortcuts alone', () => {
    const letter = key('x');
    const browserZoom = key('+', { ctrlKey: true });
    element.dispatchEvent(letter);
    element.dispatchEvent(browserZoom);
    expect(letter.defaultPrevented).toBe(false);
    expect(browserZoom.defaultPrevented).toBe(false);
    expect(deltas).toEqual([]);
  });

  it('makes the element focusable and keeps the browser from panning, zooming or selecting', () => {
    expect(element.getAttribute('tabindex')).toBe('0');
    expect(element.style.getPropertyValue('touch-action')).toBe('none');
    expect(element.style.getPropertyValue('user-select')).toBe('none');
  });

  it('detaches every listener and restores the element', () => {
    detach();
    element.dispatchEvent(pointer('pointerdown', 200, 150));
    element.dispatchEvent(pointer('pointermove', 220, 150));
    const wheel = new WheelEvent('wheel', { deltaY: -100, cancelable: true });
    element.dispatchEvent(wheel);
    const arrow = key('ArrowRight');
    element.dispatchEvent(arrow);
    expect(deltas).toEqual([]);
    expect(wheel.defaultPrevented).toBe(false);
    expect(arrow.defaultPrevented).toBe(false);
    expect(element.hasAttribute('tabindex')).toBe(false);
    expect(element.style.getPropertyValue('touch-action')).toBe('');
    expect(element.style.getPropertyValue('user-select')).toBe('text');
  });

  it('listens for keys on another target when asked, and ignores keys typed into fields', () => {
    detach();
    detach = attachInput(element, (delta) => deltas.push(delta), { keyboardTarget: window });
    expect(element.hasAttribute('tabindex')).toBe(false);
    const input = document.createElement('input');
    document.body.append(input);
    input.dispatchEvent(key('ArrowLeft'));
    document.body.dispatchEvent(key('ArrowLeft'));
    input.remove();
    expect(deltas).toEqual([{ kind: 'pan', dx: KEY_PAN_SHARE * RECT.width, dy: 0, animate: true }]);
  });
});
