import { type ReactNode, useLayoutEffect, useState } from 'react';

/**
 * Resolves in a task of its own, so that the work after it does not lengthen the task that awaited it: on a slow
 * phone the app's start is several such steps, and the page answers a touch between them.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Waits for `work` until the next task at most, never failing: what is ready at once (a page's first answers)
 * is there for the first render, and what is not comes after it as before.
 */
export const whatIsReady = (work: Promise<unknown>): Promise<void> =>
  Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    nextTask(),
  ]);

/** How many Laters have not come yet, what waits for them all, and whether the app's start is over. */
let waiting = 0;
let onAllCome: (() => void)[] = [];
let started = false;

const allCame = () => {
  started = true;
  const callbacks = onAllCome;
  onAllCome = [];
  for (const callback of callbacks) callback();
};

/**
 * Runs `callback` once every Later of the first page has come (at once when none waits), and ends the app's start:
 * the splash hides then.
 */
export const whenLatersCome = (callback: () => void): void => {
  onAllCome.push(callback);
  if (waiting === 0) allCame();
};

/**
 * During the app's start, its children in a task of their own after its first render; after it, at once (a page
 * opened later is not torn into parts). The wait lives here, not in the page that holds it: a page whose own state
 * turned would render all of itself again in that later task, not just what came.
 */
export const Later = ({ children }: { children: ReactNode }): ReactNode => {
  const [come, setCome] = useState(started);
  // A layout effect: counted before any passive effect of the commit that mounted it asks whether all have come.
  useLayoutEffect(() => {
    if (come) return;
    waiting += 1;
    const timer = setTimeout(() => setCome(true), 0);
    return () => {
      clearTimeout(timer);
      waiting -= 1;
      // A Later among the children that came counts itself in this same commit, in React after this cleanup:
      // whether all have come is asked once the commit is over.
      queueMicrotask(() => {
        if (waiting === 0 && onAllCome.length > 0) allCame();
      });
    };
  }, [come]);
  return come ? children : null;
};
