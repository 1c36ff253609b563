import { useEffect, useState } from 'react';

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

/** False in a component's first render, true from a task later: for what can come after the first screen. */
export const useNextTask = (): boolean => {
  const [come, setCome] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setCome(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return come;
};
