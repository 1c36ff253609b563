// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hideSplash, showStartupError } from './splash';

const mountSplash = () => {
  document.body.innerHTML = '<div id="splash"><img alt="izoom"><p>Loading ...</p></div><div id="root"></div>';
};

describe('splash', () => {
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
});
