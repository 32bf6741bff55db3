import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('returns stored values until they expire', () => {
    let clock = 1_000;
    const cache = createTtlCache<string, number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    clock += 99;
    expect(cache.get('a')).toBe(1);
    clock += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('expires an entry at its own deadline when that comes before the time-to-live', () => {
    let clock = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 1_000, maxEntries: 10, now: () => clock });
    cache.set('session', 1, 50);
    clock = 50;
    expect(cache.get('session')).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('stores nothing when the time-to-live is 0', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 0, maxEntries: 10 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets entries on delete and clear', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1_000, maxEntries: 10 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
