// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { watchUpdates } from './updates';

/** A stand-in for workbox-window's Workbox: the events it fires and the calls the page makes. */
const fakeWorkbox = () => {
  const handlers = new Map<string, ((event: { isUpdate?: boolean }) => void)[]>();
  const wb = {
    addEventListener: (type: string, handler: (event: { isUpdate?: boolean }) => void) =>
      handlers.set(type, [...(handlers.get(type) ?? []), handler]),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(async () => undefined),
  };
  const fire = (type: string, event: { isUpdate?: boolean } = {}) => {
    for (const handler of handlers.get(type) ?? []) handler(event);
  };
  return { wb: wb as unknown as Workbox & typeof wb, fire };
};

describe('app updates', () => {
  it('reports a waiting version to its listeners', () => {
    const { wb, fire } = fakeWorkbox();
    const updates = watchUpdates(wb, vi.fn());
    const listener = vi.fn();
    updates.subscribe(listener);
    expect(updates.waiting()).toBe(false);
    fire('waiting');
    expect(updates.waiting()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets a waiting version take over, and reloads once it controls the page', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    const updates = watchUpdates(wb, reload);
    fire('waiting');
    updates.apply();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when nothing waits, and never reloads when the first version takes control', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    const updates = watchUpdates(wb, reload);
    fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    updates.apply();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('answers false from a check that fails (offline)', async () => {
    const { wb } = fakeWorkbox();
    wb.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await watchUpdates(wb, vi.fn()).check()).toBe(false);
  });
});
