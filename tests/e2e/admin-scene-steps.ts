import { join } from 'node:path';
import { expect } from 'vitest';
import { ARTIFACTS, page, storedPosition, ui } from './admin-run';

/** drags the izoom in the scene: it stays under the pointer, its numbers follow, the drop saves it (a step of admin.test.ts, on the Positions tab). */
export async function dragInTheScene() {
  await page.getByRole('tab', { name: 'Positions' }).click();
  await ui.sceneReady();
  const canvas = page.getByTestId('album-canvas');
  const row = page.getByTestId('position-row');
  const izoomId = Number(await row.getAttribute('data-izoom-id'));
  expect(await page.getByTestId('album-scene').getAttribute('data-editable')).toBe('true');
  await canvas.screenshot({ path: join(ARTIFACTS, 'en-07a-drag-before.png') });
  const view = await ui.sceneView();
  const box = await canvas.boundingBox();
  if (!view || !box) throw new Error('no scene');
  // The izoom faces the eye 5.5 m ahead: one pixel there spans 2 · 5.5 m · tan 30° over the canvas height.
  const perPixel = (2 * (view.position.z + 6) * Math.tan(Math.PI / 6)) / box.height;
  const from = await ui.izoomOnPage(izoomId);
  await ui.dragBy(from, 120, -40, false);
  // The row follows as the izoom moves, marked as not saved yet.
  await expect
    .poll(async () => Number(await row.getByTestId('position-x').inputValue()))
    .toBeCloseTo(120 * perPixel, 1);
  await row.getByTestId('position-unsaved').waitFor();
  await page.mouse.up();
  const saved = ui.toast('Position of Harbour at dusk saved');
  await saved.waitFor();
  const box2 = await saved.boundingBox();
  expect(box2 && box2.x > 640 && box2.y > 450).toBe(true);
  await row.getByTestId('position-unsaved').waitFor({ state: 'detached' });
  const position = await storedPosition();
  expect(position?.x).toBeCloseTo(120 * perPixel, 1);
  expect(position?.y).toBeCloseTo(1.6 + 40 * perPixel, 1);
  expect(position).toMatchObject({ izoomId, z: -6, rotation: 0, scale: 2.5 });
  expect(Number(await row.getByTestId('position-x').inputValue())).toBe(position?.x);
  // The point grabbed (the izoom's centre) is under the pointer where it was let go.
  const to = await ui.izoomOnPage(izoomId);
  expect(Math.abs(to.x - (from.x + 120))).toBeLessThan(1.5);
  expect(Math.abs(to.y - (from.y - 40))).toBeLessThan(1.5);
  await ui.sceneReady();
  await canvas.screenshot({ path: join(ARTIFACTS, 'en-07b-drag-after.png') });
  await saved.waitFor({ state: 'detached', timeout: 5_000 });
}

/** puts the izoom back when the server refuses the drop, with the server’s message (a step of admin.test.ts, on the Positions tab). */
export async function putBackWhenRefused() {
  const row = page.getByTestId('position-row');
  const izoomId = Number(await row.getAttribute('data-izoom-id'));
  const before = await storedPosition();
  await page.route('**/albums/update-position/*', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, data: { code: 'CONFLICT' }, message: 'Changed elsewhere meanwhile' }),
    }),
  );
  await ui.dragBy(await ui.izoomOnPage(izoomId), -150, 0);
  await ui.toast('Changed elsewhere meanwhile').waitFor();
  await page.unroute('**/albums/update-position/*');
  await expect.poll(async () => Number(await row.getByTestId('position-x').inputValue())).toBe(before?.x);
  expect((await ui.positionOf(izoomId))?.centre.x).toBeCloseTo(before?.x ?? Number.NaN, 3);
  expect(await storedPosition()).toEqual(before);
}

/** moves the chosen izoom with the keys: a click chooses it, an arrow lifts it, Enter saves (a step of admin.test.ts, on the Positions tab). */
export async function moveWithTheKeys() {
  const row = page.getByTestId('position-row');
  const izoomId = Number(await row.getAttribute('data-izoom-id'));
  const before = await storedPosition();
  const at = await ui.izoomOnPage(izoomId);
  await page.mouse.click(at.x, at.y);
  await expect.poll(() => row.getAttribute('data-selected')).toBe('true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+ArrowUp');
  await expect
    .poll(async () => Number(await row.getByTestId('position-y').inputValue()))
    .toBeCloseTo((before?.y ?? 0) + 0.11, 3);
  await page.keyboard.press('Enter');
  const saved = ui.toast('Position of Harbour at dusk saved');
  await saved.waitFor();
  await expect.poll(async () => (await storedPosition())?.y).toBeCloseTo((before?.y ?? 0) + 0.11, 3);
  expect(await row.getAttribute('data-selected')).toBeNull();
  await saved.waitFor({ state: 'detached', timeout: 5_000 });
}
