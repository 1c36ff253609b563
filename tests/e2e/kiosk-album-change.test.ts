/**
 * A kiosk that runs for days takes the admin's changes to its album between tours, in real Chromium against the
 * real server: an izoom added to the front of its group shows from the next round on, an izoom removed goes at
 * the round after; no round is cut short or jumped, and no change waits longer than a tour and a dwell. A kiosk
 * on an album with nothing to show yet starts once the album has izooms.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { type KioskVisit, kioskVisits, pageClock, recordKioskVisits, roundsOf } from '../support/kiosk-rounds';
import { signIn } from '../support/oidc-flow';
import { publishedIzoom } from '../support/published';
import { ADMIN, startTestServer, type TestServer } from '../support/server';

const DWELL_S = 2;

let server: TestServer;
let browser: TestBrowser;
let page: Page;
let token: string;
let albumId: number;
let harbour: number;
let dunes: number;
let lighthouse: number;

const setGroup = async (izoomIds: number[], album = albumId) => {
  const answer = await call(server.api, 'POST', `/albums/update-group/${album}`, {
    token,
    body: { groups: [{ id: 'coast', name: 'Coast', izoomIds }] },
  });
  expect(answer.status).toBe(200);
};

/** Waits until the kiosk has made `count` visits (izoom changes) since it opened. */
const untilVisits = async (count: number, timeout: number) => {
  await expect
    .poll(async () => (await kioskVisits(page)).length, { timeout, interval: 200 })
    .toBeGreaterThanOrEqual(count);
  return kioskVisits(page);
};

/** How many izooms the kiosk's saved copy of the album was planned from, once saved. */
const savedManifests = (album: number) =>
  page.evaluate(`new Promise((resolve) => {
    const open = indexedDB.open('izoom');
    open.onsuccess = () => {
      const read = open.result.transaction('offline').objectStore('offline').get('saved-albums');
      read.onsuccess = () => {
        const record = (read.result ?? []).find((saved) => saved.albumId === ${album});
        resolve(record?.state === 'saved' ? record.manifestUrls.length : null);
      };
    };
  })`);

/** The first visit at or after `since` that follows `order` from its start to its end, whole. */
const firstRoundOf = (visits: KioskVisit[], order: number[], since: number) =>
  visits.findIndex((visit, i) => visit.at >= since && order.every((izoom, k) => visits[i + k]?.izoom === izoom));

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
  [harbour, dunes, lighthouse] = await Promise.all(
    ['Harbour', 'Dunes', 'Lighthouse'].map(async (name) => (await publishedIzoom(server.api, token, name, true)).id),
  );
  const album = await call(server.api, 'POST', '/albums/create', { token, body: { name: 'Lobby', isPublic: true } });
  albumId = album.body.data.id;
  await setGroup([harbour, dunes]);
  browser = await launchBrowser({ viewport: { width: 1000, height: 700 }, serviceWorkers: 'block' });
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a kiosk and album changes', () => {
  it('shows an izoom the admin adds from the next tour on, without cutting the tour it is in', async () => {
    await page.goto(`${server.url}/album/${albumId}?kiosk&dwell=${DWELL_S}`);
    await page.getByTestId('kiosk').waitFor({ state: 'attached' });
    await recordKioskVisits(page);
    // One whole round and the start of the next: how long a round and a dwell take here.
    const before = await untilVisits(3, 30_000);
    expect(before.slice(0, 3).map((visit) => visit.izoom)).toEqual([harbour, dunes, harbour]);
    const round = (before[2]?.at ?? 0) - (before[0]?.at ?? 0);
    const dwell = (before[1]?.at ?? 0) - (before[0]?.at ?? 0);

    await setGroup([lighthouse, harbour, dunes]);
    const changedAt = await pageClock(page);
    await expect
      .poll(async () => firstRoundOf(await kioskVisits(page), [lighthouse, harbour, dunes], changedAt), {
        timeout: 4 * round + 10_000,
        interval: 250,
      })
      .toBeGreaterThanOrEqual(0);
    const visits = await kioskVisits(page);
    const rounds = roundsOf(visits, [
      [harbour, dunes],
      [lighthouse, harbour, dunes],
    ]);
    expect(rounds.at(-1)).toBe(1);
    const shown = visits.find((visit) => visit.izoom === lighthouse);
    console.log('kiosk visits, ms from the change:', {
      round,
      dwell,
      visits: visits.map((visit) => [visit.izoom, Math.round(visit.at - changedAt)]),
    });
    // Read again on the tour's last izoom, taken at the end of the tour: a change waits one tour and a dwell at most.
    expect((shown?.at ?? Number.POSITIVE_INFINITY) - changedAt).toBeLessThanOrEqual(round + dwell + 1500);
    // The kiosk's copy on the device (src/web/offline/album-saver.ts) is made again for the new izoom.
    await expect.poll(() => savedManifests(albumId), { timeout: 20_000 }).toBe(3);
    // Each izoom kept its whole dwell (the tour clock runs in 250 ms ticks).
    for (let i = 1; i < visits.length - 1; i++) {
      expect((visits[i + 1]?.at ?? 0) - (visits[i]?.at ?? 0)).toBeGreaterThan(DWELL_S * 1000 - 300);
    }
  });

  it('drops an izoom the admin removes at the end of a tour, and keeps touring the rest', async () => {
    await setGroup([lighthouse, dunes]);
    const changedAt = await pageClock(page);
    await expect
      .poll(async () => firstRoundOf(await kioskVisits(page), [lighthouse, dunes, lighthouse], changedAt), {
        timeout: 30_000,
        interval: 250,
      })
      .toBeGreaterThanOrEqual(0);
    const rounds = roundsOf(await kioskVisits(page), [
      [harbour, dunes],
      [lighthouse, harbour, dunes],
      [lighthouse, dunes],
    ]);
    expect(rounds.at(-1)).toBe(2);
  });

  it('on an album with no izooms yet, starts touring once the admin puts some in', async () => {
    const empty = await call(server.api, 'POST', '/albums/create', { token, body: { name: 'Soon', isPublic: true } });
    await page.goto(`${server.url}/album/${empty.body.data.id}?kiosk&dwell=${DWELL_S}`);
    await page.getByTestId('album').waitFor();
    expect(await page.getByTestId('kiosk').count()).toBe(0);
    await setGroup([dunes, harbour], empty.body.data.id);
    // Read again every dwell while it has nothing to show.
    await page
      .locator(`[data-testid=kiosk][data-kiosk-izoom="${dunes}"]`)
      .waitFor({ state: 'attached', timeout: 10_000 });
    await page
      .locator(`[data-testid=kiosk][data-kiosk-izoom="${harbour}"]`)
      .waitFor({ state: 'attached', timeout: 10_000 });
    expect(browser.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});
