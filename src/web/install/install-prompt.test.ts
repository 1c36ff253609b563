import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fakeOffer } from './fake-offer';
import { EARLY_OFFER, watchInstallPrompt } from './install-prompt';

describe('install prompt', () => {
  it('keeps the offer, taking it from the browser, and tells its listeners', () => {
    const target = new EventTarget();
    const prompt = watchInstallPrompt(target);
    const listener = vi.fn();
    prompt.subscribe(listener);
    expect(prompt.available()).toBe(false);
    const offer = fakeOffer(Promise.resolve({ outcome: 'accepted' }));
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(prompt.available()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('shows the dialog once and answers the choice; the offer is then used up', async () => {
    const target = new EventTarget();
    const prompt = watchInstallPrompt(target);
    const offer = fakeOffer(Promise.resolve({ outcome: 'dismissed' }));
    target.dispatchEvent(offer);
    await expect(prompt.install()).resolves.toBe('dismissed');
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(prompt.available()).toBe(false);
    await expect(prompt.install()).resolves.toBe('unavailable');
    expect(offer.prompt).toHaveBeenCalledOnce();
  });

  it('withdraws the offer once the app is installed', () => {
    const target = new EventTarget();
    const prompt = watchInstallPrompt(target);
    target.dispatchEvent(fakeOffer(Promise.resolve({ outcome: 'accepted' })));
    target.dispatchEvent(new Event('appinstalled'));
    expect(prompt.available()).toBe(false);
  });

  it('answers unavailable when the browser refuses to show its dialog', async () => {
    const target = new EventTarget();
    const prompt = watchInstallPrompt(target);
    const offer = fakeOffer(Promise.resolve({ outcome: 'accepted' }));
    offer.prompt.mockRejectedValueOnce(new DOMException('no user gesture', 'NotAllowedError'));
    target.dispatchEvent(offer);
    await expect(prompt.install()).resolves.toBe('unavailable');
    expect(prompt.available()).toBe(false);
  });

  it('stops telling a listener that unsubscribed', () => {
    const target = new EventTarget();
    const prompt = watchInstallPrompt(target);
    const listener = vi.fn();
    prompt.subscribe(listener)();
    target.dispatchEvent(fakeOffer(Promise.resolve({ outcome: 'accepted' })));
    expect(listener).not.toHaveBeenCalled();
  });

  it('takes an offer the page kept before the app started, as public/app-start.js keeps it', () => {
    const target = new EventTarget();
    const appStart = readFileSync(path.join(process.cwd(), 'public', 'app-start.js'), 'utf8');
    expect(appStart).toContain(`window.${EARLY_OFFER} = event`);
    const early = fakeOffer(Promise.resolve({ outcome: 'accepted' }));
    Object.assign(target, { [EARLY_OFFER]: early });
    const prompt = watchInstallPrompt(target);
    expect(prompt.available()).toBe(true);
  });
});
