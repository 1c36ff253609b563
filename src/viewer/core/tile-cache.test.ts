import { describe, expect, it } from 'vitest';
import { seededRandom as prng } from '../../shared/seeded-random';
import { TileCache } from './tile-cache';

interface Texture {
  readonly name: string;
}

function cacheWithLog(maxBytes: number) {
  const evicted: string[] = [];
  const cache = new TileCache<Texture>({ maxBytes, onEvict: (key, value) => evicted.push(`${key}=${value.name}`) });
  return { cache, evicted };
}

const texture = (name: string): Texture => ({ name });

describe('TileCache byte accounting', () => {
  it('counts bytes and entries as they are set, replaced and deleted', () => {
    const { cache } = cacheWithLog(1000);
    expect(cache.bytes).toBe(0);
    cache.set('a', texture('a'), 100);
    cache.set('b', texture('b'), 250);
    expect(cache.bytes).toBe(350);
    expect(cache.size).toBe(2);
    cache.set('a', texture('a2'), 40);
    expect(cache.bytes).toBe(290);
    expect(cache.size).toBe(2);
    expect(cache.delete('b')).toBe(true);
    expect(cache.delete('b')).toBe(false);
    expect(cache.bytes).toBe(40);
    expect(cache.size).toBe(1);
    expect(cache.overBudget).toBe(false);
  });

  it('rejects negative or non-finite sizes', () => {
    const { cache } = cacheWithLog(1000);
    expect(() => cache.set('a', texture('a'), -1)).toThrow(RangeError);
    expect(() => cache.set('a', texture('a'), Number.NaN)).toThrow(RangeError);
    expect(() => new TileCache({ maxBytes: Number.POSITIVE_INFINITY, onEvict: () => {} })).toThrow(RangeError);
    expect(cache.size).toBe(0);
  });
});

describe('TileCache eviction', () => {
  it('evicts the least recently used first; get marks use, has and peek do not', () => {
    const { cache, evicted } = cacheWithLog(300);
    cache.set('a', texture('a'), 100);
    cache.set('b', texture('b'), 100);
    cache.set('c', texture('c'), 100);
    expect(cache.get('a')?.name).toBe('a');
    expect(cache.has('b')).toBe(true);
    expect(cache.peek('b')?.name).toBe('b');
    cache.set('d', texture('d'), 100);
    expect(evicted).toEqual(['b=b']);
    expect(cache.keys()).toEqual(['c', 'a', 'd']);
    cache.set('e', texture('e'), 150);
    expect(evicted).toEqual(['b=b', 'c=c', 'a=a']);
    expect(cache.bytes).toBe(250);
  });

  it('evicts a value larger than the whole budget at once and says so', () => {
    const { cache, evicted } = cacheWithLog(300);
    cache.set('a', texture('a'), 100);
    expect(cache.set('huge', texture('huge'), 400)).toBe(false);
    expect(evicted).toEqual(['a=a', 'huge=huge']);
    expect(cache.bytes).toBe(0);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('keeps retained keys even when they are the least recently used', () => {
    const { cache, evicted } = cacheWithLog(300);
    cache.set('a', texture('a'), 100);
    cache.set('b', texture('b'), 100);
    cache.retain(['a']);
    cache.set('c', texture('c'), 100);
    cache.set('d', texture('d'), 100);
    cache.set('e', texture('e'), 100);
    expect(cache.has('a')).toBe(true);
    expect(evicted).toEqual(['b=b', 'c=c']);
  });

  it('protects a retained key set after the retain call', () => {
    const { cache, evicted } = cacheWithLog(200);
    cache.retain(['late']);
    cache.set('late', texture('late'), 100);
    cache.set('x', texture('x'), 100);
    cache.set('y', texture('y'), 100);
    expect(evicted).toEqual(['x=x']);
    expect(cache.has('late')).toBe(true);
  });

  it('goes over budget rather than drop what is on screen, and evicts once released', () => {
    const { cache, evicted } = cacheWithLog(200);
    cache.retain(['a', 'b', 'c']);
    cache.set('a', texture('a'), 100);
    cache.set('b', texture('b'), 100);
    expect(cache.set('c', texture('c'), 100)).toBe(true);
    expect(cache.bytes).toBe(300);
    expect(cache.overBudget).toBe(true);
    expect(cache.retainedBytes).toBe(300);
    expect(evicted).toEqual([]);
    cache.retain(['c']);
    expect(evicted).toEqual(['a=a']);
    expect(cache.bytes).toBe(200);
    expect(cache.overBudget).toBe(false);
  });

  it('marks retained keys as recently used, so they outlive older ones after release', () => {
    const { cache, evicted } = cacheWithLog(300);
    cache.set('a', texture('a'), 100);
    cache.set('b', texture('b'), 100);
    cache.set('c', texture('c'), 100);
    cache.retain(['a']);
    cache.retain([]);
    cache.set('d', texture('d'), 100);
    expect(evicted).toEqual(['b=b']);
    expect(cache.keys()).toEqual(['c', 'a', 'd']);
  });
});

describe('TileCache onEvict', () => {
  it('is called for a replaced value, but not when the same value is set again', () => {
    const { cache, evicted } = cacheWithLog(1000);
    const a = texture('a1');
    cache.set('a', a, 100);
    cache.set('a', a, 120);
    expect(evicted).toEqual([]);
    expect(cache.bytes).toBe(120);
    cache.set('a', texture('a2'), 100);
    expect(evicted).toEqual(['a=a1']);
    expect(cache.get('a')?.name).toBe('a2');
  });

  it('is called once per entry on delete and on clear, retained or not', () => {
    const { cache, evicted } = cacheWithLog(1000);
    cache.set('a', texture('a'), 100);
    cache.set('b', texture('b'), 100);
    cache.set('c', texture('c'), 100);
    cache.retain(['b']);
    cache.delete('a');
    cache.clear();
    cache.clear();
    expect(evicted.sort()).toEqual(['a=a', 'b=b', 'c=c']);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('still frees the other entries when one callback throws', () => {
    const freed: string[] = [];
    const cache = new TileCache<string>({
      maxBytes: 1000,
      onEvict: (key) => {
        freed.push(key);
        if (key === 'a') throw new Error('lost context');
      },
    });
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(() => cache.clear()).toThrow('lost context');
    expect(freed).toEqual(['a', 'b']);
    expect(cache.size).toBe(0);
  });
});

describe('TileCache random run', () => {
  it.each([1, 42, 2024])('stays within budget when retained bytes fit and never leaks (seed %i)', (seed) => {
    const random = prng(seed);
    const int = (n: number) => Math.floor(random() * n);
    const maxBytes = 2000;
    interface Value {
      readonly key: string;
      readonly bytes: number;
    }
    const live = new Map<Value, number>();
    const evictions = new Map<Value, number>();
    let setCount = 0;
    let overBudgetSteps = 0;
    const cache = new TileCache<Value>({
      maxBytes,
      onEvict: (key, value) => {
        expect(value.key).toBe(key);
        expect(live.has(value)).toBe(true);
        live.delete(value);
        evictions.set(value, (evictions.get(value) ?? 0) + 1);
      },
    });
    const keyOf = () => `k${int(40)}`;
    let onScreen: string[] = [];
    // Like the engine: most uploads are tiles on screen, most retained tiles are already cached.
    const uploadKey = () => (onScreen.length > 0 && random() < 0.5 ? onScreen[int(onScreen.length)] : keyOf());

    for (let step = 0; step < 3000; step++) {
      const op = int(100);
      if (op < 50) {
        const key = uploadKey();
        const value = { key, bytes: 1 + int(400) };
        setCount++;
        live.set(value, value.bytes);
        cache.set(key, value, value.bytes);
      } else if (op < 70) {
        const key = keyOf();
        const value = cache.get(key);
        if (value) expect(value.key).toBe(key);
      } else if (op < 80) {
        cache.delete(keyOf());
      } else if (op < 98) {
        const cached = cache.keys();
        const visibleKey = () => (cached.length > 0 && random() < 0.7 ? cached[int(cached.length)] : keyOf());
        onScreen = Array.from({ length: int(16) }, visibleKey);
        cache.retain(onScreen);
      } else {
        cache.clear();
      }

      expect(cache.size).toBe(live.size);
      expect(cache.bytes).toBe([...live.values()].reduce((sum, bytes) => sum + bytes, 0));
      if (cache.retainedBytes <= maxBytes) expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
      if (cache.overBudget) overBudgetSteps++;
    }
    // The run must have exercised both eviction under pressure and retained tiles beyond the budget.
    expect(evictions.size).toBeGreaterThan(setCount / 2);
    expect(overBudgetSteps).toBeGreaterThan(0);

    cache.clear();
    expect(live.size).toBe(0);
    expect(evictions.size).toBe(setCount);
    expect([...evictions.values()].every((count) => count === 1)).toBe(true);
  });
});
