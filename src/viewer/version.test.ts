import { describe, expect, it } from 'vitest';
import { VIEWER_VERSION_BASE as SHARED_BASE } from '../shared/constants';
import { normalizeSuffix, VIEWER_VERSION, VIEWER_VERSION_BASE, VIEWER_VERSION_SUFFIX } from './version';

describe('viewer version', () => {
  it('is v0.0.24 plus the build suffix', () => {
    expect(VIEWER_VERSION_BASE).toBe('v0.0.24');
    expect(VIEWER_VERSION_BASE).toBe(SHARED_BASE);
    expect(VIEWER_VERSION).toBe(`v0.0.24${VIEWER_VERSION_SUFFIX}`);
  });

  it('has no suffix unless the build sets one', () => {
    expect(VIEWER_VERSION_SUFFIX).toBe('');
    expect(VIEWER_VERSION).toBe('v0.0.24');
  });

  it('normalizes a suffix to start with a separator', () => {
    expect(normalizeSuffix('kiosk')).toBe('-kiosk');
    expect(normalizeSuffix('-kiosk')).toBe('-kiosk');
    expect(normalizeSuffix('+build.7')).toBe('+build.7');
    expect(normalizeSuffix('  ')).toBe('');
    expect(normalizeSuffix(undefined)).toBe('');
    expect(normalizeSuffix(42)).toBe('');
  });
});
