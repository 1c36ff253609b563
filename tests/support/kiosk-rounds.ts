import type { Page } from 'playwright-core';

/** One izoom a kiosk showed, from when (the page's clock, ms). */
export interface KioskVisit {
  izoom: number;
  at: number;
}

type VisitsWindow = Window & { kioskVisits?: KioskVisit[] };

/** Records in the page every change of the izoom the kiosk shows (`data-kiosk-izoom`), with when. */
export const recordKioskVisits = (page: Page) =>
  page.evaluate(() => {
    const visits: { izoom: number; at: number }[] = [];
    const note = () => {
      const izoom = Number(document.querySelector('[data-testid=kiosk]')?.getAttribute('data-kiosk-izoom'));
      if (izoom && visits.at(-1)?.izoom !== izoom) visits.push({ izoom, at: performance.now() });
    };
    const attributes = { attributes: true, attributeFilter: ['data-kiosk-izoom'], childList: true, subtree: true };
    new MutationObserver(note).observe(document.body, attributes);
    note();
    (window as VisitsWindow).kioskVisits = visits;
  });

export const kioskVisits = (page: Page): Promise<KioskVisit[]> =>
  page.evaluate(() => [...((window as VisitsWindow).kioskVisits ?? [])]);

export const pageClock = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * Reads the visits as rounds, each a whole pass through one of `orders`, the orders taken in turn (the last
 * round may still be under way). Answers, for each round, which order it followed; throws where a round was
 * cut short or jumped: a change taken mid-tour.
 */
export function roundsOf(visits: readonly KioskVisit[], orders: readonly (readonly number[])[]): number[] {
  const rounds: number[] = [];
  let order = 0;
  let at = 0;
  const follows = (candidate: readonly number[]) =>
    candidate.every((izoom, i) => at + i >= visits.length || visits[at + i]?.izoom === izoom);
  while (at < visits.length) {
    while (order < orders.length && !follows(orders[order] ?? [])) order++;
    const current = orders[order];
    if (!current) {
      const seen = visits.map((visit) => visit.izoom).join(' ');
      throw new Error(`visit ${at} does not start a whole round of ${JSON.stringify(orders)}: ${seen}`);
    }
    rounds.push(order);
    at += current.length;
  }
  return rounds;
}
