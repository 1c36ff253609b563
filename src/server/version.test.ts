import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from './version';

describe('app versions', () => {
  it('parses v-prefixed and bare versions, with a suffix', () => {
    expect(parseVersion('v1.0.32')).toEqual([1, 0, 32]);
    expect(parseVersion('1.2.3-beta.1')).toEqual([1, 2, 3]);
    expect(parseVersion('v1.0')).toBeUndefined();
    expect(parseVersion('latest')).toBeUndefined();
  });

  it('compares numerically, not as text', () => {
    const v = (s: string) => parseVersion(s) ?? [0, 0, 0];
    expect(compareVersions(v('v1.0.10'), v('v1.0.9'))).toBeGreaterThan(0);
    expect(compareVersions(v('v1.0.32'), v('v1.0.32'))).toBe(0);
    expect(compareVersions(v('v0.9.99'), v('v1.0.0'))).toBeLessThan(0);
  });
});
