// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextTask, useNextTask, whatIsReady } from './next-task';

describe('next-task', () => {
  it('nextTask resolves after the tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued'), 0);
    await nextTask();
    order.push('after');
    expect(order).toEqual(['queued', 'after']);
  });

  it('whatIsReady waits for work that is ready at once, not for work that is not, and never fails', async () => {
    let done = false;
    await whatIsReady(Promise.resolve().then(() => (done = true)));
    expect(done).toBe(true);

    let late = false;
    const pending = new Promise((resolve) => setTimeout(resolve, 50)).then(() => (late = true));
    await whatIsReady(pending);
    expect(late).toBe(false);
    await pending;

    await expect(whatIsReady(Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });

  it('useNextTask is false in the first render and true a task later', async () => {
    const { result } = renderHook(() => useNextTask());
    expect(result.current).toBe(false);
    await act(() => nextTask());
    expect(result.current).toBe(true);
  });
});
