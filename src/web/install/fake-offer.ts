import { vi } from 'vitest';
import type { BeforeInstallPromptEvent } from './install-prompt';

/** For tests: what Chromium dispatches when it offers installation; `choice` is what the user picks in its dialog. */
export const fakeOffer = (choice: Promise<{ outcome: 'accepted' | 'dismissed' }>) =>
  Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: choice,
  }) as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
