// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Later, nextTask, whatIsReady, whenLatersCome } from './next-task';

let holderRenders = 0;
const Holder = () => {
  holderRenders += 1;
  return createElement('div', null, 'now', createElement(Later, null, 'later'));
};
/** Two parts, the second with a part of its own. */
const Page = ({ children }: { children?: string }) =>
  createElement(
    'div',
    null,
    createElement(Later, null, 'a'),
    createElement(Later, null, 'b', createElement(Later, null, 'c')),
    children,
  );

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

  it('Later shows its children a task after its first render, without rendering what holds it again', async () => {
    holderRenders = 0;
    const { container } = render(createElement(Holder));
    expect(container.textContent).toBe('now');
    await act(() => nextTask());
    expect(container.textContent).toBe('nowlater');
    expect(holderRenders).toBe(1);
  });

  it('whenLatersCome waits for every Later, one inside another too, and after the start a Later renders at once', async () => {
    const first = render(createElement(Page));
    let called = 0;
    whenLatersCome(() => {
      called += 1;
    });
    expect(called).toBe(0);
    await act(() => nextTask());
    expect(first.container.textContent).toBe('ab');
    // The part inside a part has not come: the start is not over.
    expect(called).toBe(0);
    await act(() => nextTask());
    expect(first.container.textContent).toBe('abc');
    expect(called).toBe(1);
    // The start is over: a page opened now shows all of itself in its first render.
    const later = render(createElement(Page, null, 'd'));
    expect(later.container.textContent).toBe('abcd');
  });
});
