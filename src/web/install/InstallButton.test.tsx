// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../i18n/i18n';
import { polyfillJsdom } from '../jsdom-polyfills';
import { fakeOffer } from './fake-offer';
import { InstallButton } from './InstallButton';
import { watchInstallPrompt } from './install-prompt';

beforeAll(async () => {
  polyfillJsdom();
  await activateLanguage('en');
});
afterEach(cleanup);

const mount = () => {
  const target = new EventTarget();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <InstallButton prompt={watchInstallPrompt(target)} />
      </MantineProvider>
    </I18nProvider>,
  );
  return target;
};

const button = () => screen.queryByRole('button', { name: 'Install app' });

describe('InstallButton', () => {
  it('appears only while the browser offers installation, and shows its dialog once', async () => {
    const target = mount();
    expect(button()).toBeNull();
    const offer = fakeOffer(Promise.resolve({ outcome: 'accepted' }));
    act(() => void target.dispatchEvent(offer));
    const shown = button();
    expect(shown).not.toBeNull();
    fireEvent.click(shown as HTMLElement);
    expect(offer.prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(button()).toBeNull());
  });

  it('comes back with a new offer after a dismissal, and goes once the app is installed', async () => {
    const target = mount();
    act(() => void target.dispatchEvent(fakeOffer(Promise.resolve({ outcome: 'dismissed' }))));
    fireEvent.click(button() as HTMLElement);
    await waitFor(() => expect(button()).toBeNull());
    act(() => void target.dispatchEvent(fakeOffer(Promise.resolve({ outcome: 'dismissed' }))));
    expect(button()).not.toBeNull();
    act(() => void target.dispatchEvent(new Event('appinstalled')));
    expect(button()).toBeNull();
  });

  it('shows its label while a mouse is over it, and never on a touch', async () => {
    const target = mount();
    act(() => void target.dispatchEvent(fakeOffer(Promise.resolve({ outcome: 'accepted' }))));
    const shown = button() as HTMLElement;
    fireEvent.pointerEnter(shown, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(shown, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Install app');
    fireEvent.pointerLeave(shown, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
