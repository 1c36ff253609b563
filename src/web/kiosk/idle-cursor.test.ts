// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideCursorWhenIdle } from './idle-cursor';

const move = (element: HTMLElement) => element.dispatchEvent(new Event('pointermove', { bubbles: true }));

describe('hideCursorWhenIdle', () => {
  let element: HTMLElement;

  beforeEach(() => {
    vi.useFakeTimers();
    element = document.createElement('div');
    document.body.append(element);
  });

  afterEach(() => {
    element.remove();
    vi.useRealTimers();
  });

  it('hides the cursor after the idle time, even if the pointer never moved', () => {
    const stop = hideCursorWhenIdle(element, 3000);
    vi.advanceTimersByTime(2999);
    expect(element.style.cursor).toBe('');
    vi.advanceTimersByTime(1);
    expect(element.style.cursor).toBe('none');
    expect(element.dataset.cursorIdle).toBe('');
    stop();
  });

  it('shows it again on movement and hides it once the pointer rests again', () => {
    const stop = hideCursorWhenIdle(element, 3000);
    vi.advanceTimersByTime(3000);
    move(element);
    expect(element.style.cursor).toBe('');
    expect('cursorIdle' in element.dataset).toBe(false);
    vi.advanceTimersByTime(2000);
    move(element);
    vi.advanceTimersByTime(2999);
    expect(element.style.cursor).toBe('');
    vi.advanceTimersByTime(1);
    expect(element.style.cursor).toBe('none');
    stop();
  });

  it('counts a press as activity', () => {
    const stop = hideCursorWhenIdle(element, 1000);
    vi.advanceTimersByTime(1000);
    element.dispatchEvent(new Event('pointerdown'));
    expect(element.style.cursor).toBe('');
    stop();
  });

  it('restores the element’s own cursor on cleanup and stops hiding it', () => {
    element.style.cursor = 'grab';
    const stop = hideCursorWhenIdle(element, 3000);
    vi.advanceTimersByTime(3000);
    expect(element.style.cursor).toBe('none');
    move(element);
    expect(element.style.cursor).toBe('grab');
    vi.advanceTimersByTime(3000);
    stop();
    expect(element.style.cursor).toBe('grab');
    expect(element.style.getPropertyPriority('cursor')).toBe('');
    expect('cursorIdle' in element.dataset).toBe(false);
    vi.advanceTimersByTime(10_000);
    move(element);
    vi.advanceTimersByTime(10_000);
    expect(element.style.cursor).toBe('grab');
  });

  it('defaults to 3 s', () => {
    const stop = hideCursorWhenIdle(element);
    vi.advanceTimersByTime(2999);
    expect(element.style.cursor).toBe('');
    vi.advanceTimersByTime(1);
    expect(element.style.cursor).toBe('none');
    stop();
  });
});
