// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** host-demand.ts as a page at `path` loads it (a fresh module: nothing wanted yet). */
const loadAt = async (path: string) => {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('./host-demand');
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the toasts’ and dialogs’ hosts', () => {
  it('wait for the first toast or dialog, on every page', async () => {
    for (const path of ['/', '/album/3', '/admin/izooms', '/auth/login', '/embed?dzi=/a.dzi']) {
      const { useNoticeHostsWanted, wantNoticeHosts } = await loadAt(path);
      const { result, unmount } = renderHook(() => useNoticeHostsWanted());
      expect(result.current, path).toBe(false);
      act(() => wantNoticeHosts());
      expect(result.current, path).toBe(true);
      unmount();
    }
  });

  it('wait for the first press of a pointer or a key', async () => {
    for (const path of ['/', '/embed?dzi=/a.dzi']) {
      for (const type of ['pointerdown', 'keydown']) {
        const { useNoticeHostsWanted } = await loadAt(path);
        const { result, unmount } = renderHook(() => useNoticeHostsWanted());
        expect(result.current).toBe(false);
        act(() => void window.dispatchEvent(new Event(type)));
        expect(result.current).toBe(true);
        unmount();
      }
    }
  });
});
