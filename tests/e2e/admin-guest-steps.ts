import { expect } from 'vitest';
import { signOutThroughUi, waitForLoginForm } from '../support/ui-sign-in';
import { made, page, storedPosition, ui } from './admin-run';

/** As the kiosk account (a guest): shows everything read-only: no way to change anything (the last step of admin.test.ts). */
export async function guestSeesReadOnly() {
  await signOutThroughUi(page);
  await waitForLoginForm(page);
  await ui.signIn(made.kiosk);
  await ui.open(`/admin/izooms`);
  await page.getByTestId('read-only-notice').waitFor();
  await page.getByTestId('izoom-row').waitFor();
  expect(await page.getByTestId('new-izoom').count()).toBe(0);
  await ui.shot('guest-01-izooms');

  await ui.open(`${made.izoomPath}`);
  await page.getByTestId('picture-grid').waitFor();
  for (const id of [
    'generate',
    'stop-generate',
    'upload-poster',
    'delete-izoom',
    'save-izoom',
    'picture-dropzone',
    'picture-menu',
  ]) {
    expect(await page.getByTestId(id).count(), id).toBe(0);
  }
  expect(await page.getByRole('button', { name: 'Move later' }).count()).toBe(0);
  expect(await page.getByLabel('Name').getAttribute('readonly')).not.toBeNull();
  await ui.shot('guest-02-izoom');

  await ui.open(`${made.albumPath}`);
  await page.getByTestId('album-details').waitFor();
  expect(await page.getByTestId('save-album').count()).toBe(0);
  expect(await page.getByTestId('delete-album').count()).toBe(0);
  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByTestId('group-card').waitFor();
  for (const id of ['add-group', 'save-groups', 'izoom-pool', 'group-add-izoom']) {
    expect(await page.getByTestId(id).count(), id).toBe(0);
  }
  await page.getByRole('tab', { name: 'Positions' }).click();
  await page.getByTestId('position-row').waitFor();
  expect(await page.getByTestId('save-position').count()).toBe(0);
  // A drag on the izoom only turns the view: nothing moves, nothing is saved.
  await ui.sceneReady();
  expect(await page.getByTestId('album-scene').getAttribute('data-editable')).toBeNull();
  const izoomId = Number(await page.getByTestId('position-row').getAttribute('data-izoom-id'));
  const before = await storedPosition();
  const yaw = (await ui.sceneView())?.yaw;
  await ui.dragBy(await ui.izoomOnPage(izoomId), 120, 0);
  await expect.poll(async () => (await ui.sceneView())?.yaw).not.toBe(yaw);
  expect(await page.getByTestId('position-unsaved').count()).toBe(0);
  expect(Number(await page.getByTestId('position-x').inputValue())).toBe(before?.x);
  expect(await storedPosition()).toEqual(before);
  await page.getByRole('tab', { name: 'Scene file' }).click();
  expect(await page.getByTestId('upload-scene-file').count()).toBe(0);
  await ui.shot('guest-03-album');

  await ui.open(`/admin/accounts`);
  await page.getByTestId('accounts-admin-only').waitFor();
  expect(await page.getByTestId('prepare-account-form').count()).toBe(0);
  await ui.open(`/admin`);
  await page.getByTestId('read-only-notice').waitFor();
  await ui.shot('guest-04-overview');
}
