// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageSettled } from './use-page-settled';

describe('usePageSettled', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns true only after two painted frames and an idle moment', async () => {
    const frames: FrameRequestCallback[] = [];
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    act(() => frames.shift()?.(0));
    act(() => frames.shift()?.(16));
    expect(result.current).toBe(false);
    expect(idles).toHaveLength(1);
    act(() => idles[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('asks for no idle moment once unmounted before the first frame', () => {
    const frames: FrameRequestCallback[] = [];
    const idle = vi.fn();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = renderHook(() => usePageSettled());
    unmount();
    for (const frame of frames) frame(0);
    expect(idle).not.toHaveBeenCalled();
  });
});
