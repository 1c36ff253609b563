// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideSplash, hideSplashAfterLookup, showStartupError, startupErrorText } from './splash';

const mountSplash = () => {
  document.body.innerHTML = '<div id="splash"><img alt="izoom"><p>Loading ...</p></div><div id="root"></div>';
};

describe('splash', () => {
  afterEach(() => vi.useRealTimers());

  it('is removed at once when the app is mounted, and hiding twice is harmless', () => {
    mountSplash();
    hideSplash();
    expect(document.getElementById('splash')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
    expect(() => hideSplash()).not.toThrow();
  });

  it('says when the app cannot start', () => {
    mountSplash();
    showStartupError('izoom could not start');
    expect(document.querySelector('#splash p')?.textContent).toBe('izoom could not start');
    expect(document.getElementById('splash')?.dataset.error).toBe('true');
  });

  it('tells the start-up failure in the chosen language, English for the partial ones', () => {
    expect(startupErrorText('ja')).toBe(
      'izoom を起動できませんでした。接続を確認して、ページを再読み込みしてください。',
    );
    expect(startupErrorText('en')).toMatch(/^izoom could not start/);
    expect(startupErrorText('fr')).toMatch(/^izoom could not start/);
  });

  it('on admin pages stays 500 ms after a successful current-user lookup', () => {
    vi.useFakeTimers();
    mountSplash();
    hideSplashAfterLookup(true);
    vi.advanceTimersByTime(499);
    expect(document.getElementById('splash')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('splash')).toBeNull();
  });

  it('on admin pages hides at once when the lookup found nobody', () => {
    mountSplash();
    hideSplashAfterLookup(false);
    expect(document.getElementById('splash')).toBeNull();
  });
});
