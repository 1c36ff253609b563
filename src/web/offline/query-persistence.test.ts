import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../shared/constants';
import { isPersisted, isUsable, OFFLINE_MAX_AGE_MS, recent } from './query-persistence';

const query = (key: unknown[], data: unknown, dataUpdatedAt = 0) =>
  ({ queryKey: key, state: { data, dataUpdatedAt, status: data === undefined ? 'pending' : 'success' } }) as never;

describe('the persisted query cache', () => {
  it('keeps albums, izooms, manifests and viewer sources that have data; nothing else', () => {
    expect(isPersisted(query(['albums', 'public', '1'], { id: 1 }))).toBe(true);
    expect(isPersisted(query(['izooms', 'public-list', 12], { items: [] }))).toBe(true);
    expect(isPersisted(query(['izoom-manifest', '/media/x/manifest.json'], {}))).toBe(true);
    expect(isPersisted(query(['viewer-source', { izoom: 3 }], {}))).toBe(true);
    expect(isPersisted(query(['albums', 'public', '2'], undefined))).toBe(false);
    expect(isPersisted(query(['viewer-module'], {}))).toBe(false);
    expect(isPersisted(query(['viewer-source', { sample: true }], {}))).toBe(false);
  });

  it('restores only a save of this app version, and only what is younger than the offline age', () => {
    const now = 10 * OFFLINE_MAX_AGE_MS;
    const state = { mutations: [], queries: [] } as DehydratedState;
    expect(isUsable({ appVersion: APP_VERSION, savedAt: now - 1000, state }, now)).toBe(true);
    expect(isUsable({ appVersion: 'v0.0.1', savedAt: now, state }, now)).toBe(false);
    expect(isUsable({ appVersion: APP_VERSION, savedAt: now - OFFLINE_MAX_AGE_MS - 1, state }, now)).toBe(false);
    expect(isUsable(undefined, now)).toBe(false);
    const old = query(['albums', 'public', '1'], {}, now - OFFLINE_MAX_AGE_MS - 1);
    const young = query(['albums', 'public', '2'], {}, now - 1);
    expect(recent({ mutations: [], queries: [old, young] }, now).queries).toEqual([young]);
  });
});
