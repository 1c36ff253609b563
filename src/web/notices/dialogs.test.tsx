// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillJsdom } from '../jsdom-polyfills';
import { messages as en } from '../locales/en/messages.po';
import { messages as ja } from '../locales/ja/messages.po';
import { ask, dialogLabels, hideLoading, showLoading } from './dialogs';
import { ModalsHost } from './modals-host';
import { toast } from './toasts';

beforeAll(async () => {
  polyfillJsdom();
  i18n.load({ en, ja });
  i18n.activate('en');
  // The hosts load Mantine's modals on first use; on a busy machine that first import alone can take seconds.
  await import('@mantine/modals');
}, 30_000);
afterEach(() => {
  cleanup();
  i18n.activate('en');
});

const mount = () =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Suspense>
          <ModalsHost />
        </Suspense>
        <Notifications />
      </MantineProvider>
    </I18nProvider>,
  );

describe('notices of spec §8', { timeout: 20_000 }, () => {
  it('toasts last 5 s (info, error), 3 s (success) and 1 s bottom right (a saved position)', async () => {
    const show = vi.spyOn(notifications, 'show');
    toast.info('i');
    toast.error('e');
    toast.success('s');
    toast.positionSaved('p');
    // Mantine's toasts load on first use.
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(4));
    expect(show.mock.calls.map(([n]) => [n.message, n.autoClose, n.position])).toEqual([
      ['i', 5000, undefined],
      ['e', 5000, undefined],
      ['s', 3000, undefined],
      ['p', 1000, 'bottom-right'],
    ]);
    show.mockRestore();
  });

  it('has the dialog defaults OK / No / Cancel / Close this dialog, in Japanese too', () => {
    expect(dialogLabels()).toEqual({ confirm: 'OK', deny: 'No', cancel: 'Cancel', close: 'Close this dialog' });
    i18n.activate('ja');
    expect(Object.values(dialogLabels()).every((label) => !/^(No|Cancel|Close this dialog)$/.test(label))).toBe(true);
  });

  it("shows 'Please wait!' until hidden", async () => {
    mount();
    act(() => showLoading());
    expect(await screen.findByText('Please wait!', {}, { timeout: 10_000 })).toBeTruthy();
    act(() => hideLoading());
    await waitFor(() => expect(screen.queryByText('Please wait!')).toBeNull());
  });

  it('asks with Yes and No, and answers which was chosen', async () => {
    mount();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = ask({ title: 'Delete the izoom?', message: 'Delete this izoom?' });
    });
    const first = await screen.findByRole('dialog', { name: 'Delete the izoom?' }, { timeout: 10_000 });
    fireEvent.click(within(first).getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    // The first dialog may still be fading out: answer the second one, not its No.
    act(() => {
      answer = ask({ title: 'Delete the picture?', message: 'Delete this picture?' });
    });
    const second = await screen.findByRole('dialog', { name: 'Delete the picture?' }, { timeout: 10_000 });
    fireEvent.click(within(second).getByRole('button', { name: 'No' }));
    await expect(answer).resolves.toBe(false);
  });
});
