// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { APP_STYLE_ATTRIBUTE } from '../shared/constants';
import { applyAppStyles } from './app-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

const preload = (href: string, ours = true) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.href = href;
  if (ours) link.setAttribute(APP_STYLE_ATTRIBUTE, '');
  document.head.append(link);
  return link;
};

describe('the app’s stylesheets', () => {
  it('are applied, and ready once each has loaded or failed', async () => {
    const [vendor, app] = [preload('/assets/a.css'), preload('/assets/b.css')];
    const other = preload('/assets/font.css', false);
    let ready = false;
    const applying = applyAppStyles().then(() => {
      ready = true;
    });
    expect([vendor.rel, app.rel, other.rel]).toEqual(['stylesheet', 'stylesheet', 'preload']);
    vendor.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(ready).toBe(false);
    app.dispatchEvent(new Event('error'));
    await applying;
    expect(ready).toBe(true);
  });

  it('are ready at once on a page without any (the dev server’s)', async () => {
    await expect(applyAppStyles()).resolves.toBeUndefined();
  });
});
