import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { submitLogin, waitForLoginForm } from './ui-sign-in';

/** What the tests read of the mounted album scene (`window.izoomAlbum`). */
export interface SceneHook {
  stats(): {
    planes: number;
    planesInView: number;
    drawn: number;
    setting: 'loading' | 'ready' | 'failed';
    view: { position: { x: number; y: number; z: number }; yaw: number };
  };
  screenPointOf(izoomId: number): { x: number; y: number } | null;
  positionOf(izoomId: number): { centre: { x: number; y: number; z: number } } | undefined;
}
export type WithScene = { izoomAlbum?: SceneHook };

export const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/**
 * The admin area as a person uses it, on one page of the app at `url`: sign in, open pages, read toasts,
 * screenshots into `artifacts`, and the album scene (find an izoom on the screen, drag it with the mouse).
 */
export const adminUi = (page: Page, url: string, artifacts: string) => {
  const shot = async (name: string) => {
    await page.locator('#splash').waitFor({ state: 'detached' });
    await page.locator('button[data-loading]').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true, animations: 'disabled' });
  };

  const signIn = async (account: { email: string; password: string }) => {
    await page.goto(`${url}/auth/login`);
    await waitForLoginForm(page);
    await submitLogin(page, account);
    await page.waitForURL(`${url}/`, { timeout: 20_000 });
    await page.getByTestId('current-user').waitFor();
  };

  /** Opens a page of the app; on admin pages the splash stays until the current-user lookup is done. */
  const open = async (path: string) => {
    await page.goto(`${url}${path}`);
    await page.locator('#splash').waitFor({ state: 'detached', timeout: 30_000 });
  };

  const toast = (text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

  /** How long the toast saying `text` stays, in ms, from when it shows until it has gone (nothing hovers it). */
  const toastLasts = async (text: string | RegExp) => {
    const shown = toast(text);
    await shown.waitFor();
    const from = Date.now();
    await shown.waitFor({ state: 'detached', timeout: 15_000 });
    return Date.now() - from;
  };

  /** Answers the question dialog titled `title` with its Yes or No. */
  const answer = async (title: string, choice: 'Yes' | 'No' | 'はい' | 'いいえ') => {
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: choice, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  };

  /** From now on (until the page is loaded again), notes the text of every dialog the page shows, however briefly. */
  const recordDialogs = () =>
    page.evaluate(() => {
      const seen = new Set<string>();
      const note = () => {
        for (const dialog of document.querySelectorAll('[role=dialog]')) seen.add(dialog.textContent ?? '');
      };
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
      (window as { dialogsSeen?: Set<string> }).dialogsSeen = seen;
    });

  /** Whether a dialog saying `text` showed since recordDialogs; waits for every dialog to have gone first. */
  const sawDialog = async (text: string) => {
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    const seen = await page.evaluate(() => [...((window as { dialogsSeen?: Set<string> }).dialogsSeen ?? [])]);
    return seen.some((dialog) => dialog.includes(text));
  };

  /** Waits for the scene to hang `planes` izooms and draw them; brings the canvas into the window. */
  const sceneReady = async (planes = 1) => {
    await page.waitForFunction(
      (count) => {
        const stats = (window as WithScene).izoomAlbum?.stats();
        return stats?.planes === count && stats.drawn > 0;
      },
      planes,
      { timeout: 30_000 },
    );
    await page.getByTestId('album-canvas').scrollIntoViewIfNeeded();
  };

  const sceneView = () => page.evaluate(() => (window as WithScene).izoomAlbum?.stats().view);

  /** Where an izoom's centre is on the page, for the mouse or a finger. */
  const izoomOnPage = async (izoomId: number) => {
    const box = await page.getByTestId('album-canvas').boundingBox();
    const point = await page.evaluate((id) => (window as WithScene).izoomAlbum?.screenPointOf(id) ?? null, izoomId);
    if (!box || !point) throw new Error(`izoom ${izoomId} is not in view`);
    return { x: box.x + point.x, y: box.y + point.y };
  };

  const positionOf = (izoomId: number) =>
    page.evaluate((id) => (window as WithScene).izoomAlbum?.positionOf(id), izoomId);

  /** Presses the mouse at `from`, moves it by (dx, dy) in five steps, and lets go unless told not to. */
  const dragBy = async (from: { x: number; y: number }, dx: number, dy: number, release = true) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++) await page.mouse.move(from.x + (dx * step) / 5, from.y + (dy * step) / 5);
    if (release) await page.mouse.up();
  };

  return {
    shot,
    signIn,
    open,
    toast,
    toastLasts,
    answer,
    recordDialogs,
    sawDialog,
    sceneReady,
    sceneView,
    izoomOnPage,
    positionOf,
    dragBy,
  };
};
