// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** host-demand.ts as a page at `path` loads it. */
const loadAt = async (path: string) => {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('./host-demand');
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the toasts’ and dialogs’ hosts', () => {
  it('are wanted at once on every page but /embed', async () => {
    for (const path of ['/', '/album/3', '/admin/izooms', '/auth/login']) {
      const { useNoticeHostsWanted } = await loadAt(path);
      expect(renderHook(() => useNoticeHostsWanted()).result.current).toBe(true);
    }
  });

  it('on /embed wait for the first toast or dialog', async () => {
    const { useNoticeHostsWanted, wantNoticeHosts } = await loadAt('/embed?dzi=/a.dzi');
    const { result } = renderHook(() => useNoticeHostsWanted());
    expect(result.current).toBe(false);
    act(() => wantNoticeHosts());
    expect(result.current).toBe(true);
  });

  it('on /embed wait for the first press of a pointer or a key', async () => {
    for (const type of ['pointerdown', 'keydown']) {
      const { useNoticeHostsWanted } = await loadAt('/embed?dzi=/a.dzi');
      const { result, unmount } = renderHook(() => useNoticeHostsWanted());
      expect(result.current).toBe(false);
      act(() => void window.dispatchEvent(new Event(type)));
      expect(result.current).toBe(true);
      unmount();
    }
  });
});
