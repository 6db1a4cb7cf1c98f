import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('keeps at most maxEntries, evicting the least recently used', () => {
    const cache = new LruCache<string, number>({ maxEntries: 3 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recent; b the least
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.has('b')).toBe(false);
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
  });

  it('stays within maxWeight, evicting old entries for a heavy new one', () => {
    const cache = new LruCache<string, string>({ maxEntries: 100, maxWeight: 10, weigh: (v) => v.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    expect(cache.weight).toBe(8);
    cache.set('c', 'xxxxxx');
    expect(cache.has('a')).toBe(false);
    expect(cache.has('b')).toBe(true);
    expect(cache.weight).toBe(10);
  });

  it('does not keep an entry heavier than maxWeight, nor an old value under a key set again', () => {
    const cache = new LruCache<string, string>({ maxEntries: 10, maxWeight: 5, weigh: (v) => v.length });
    cache.set('a', 'xx');
    cache.set('a', 'xxxxxxxx');
    expect(cache.has('a')).toBe(false);
    expect(cache.weight).toBe(0);
    cache.set('a', 'xxx');
    cache.set('a', 'x');
    expect(cache.weight).toBe(1);
    expect(cache.get('a')).toBe('x');
  });

  it('many keys through it leave it at its bound', () => {
    const cache = new LruCache<number, number[]>({ maxEntries: 50, maxWeight: 1_000, weigh: (v) => v.length });
    for (let i = 0; i < 10_000; i++) cache.set(i, new Array<number>(30).fill(i));
    expect(cache.size).toBe(33); // 33 × 30 = 990 ≤ 1,000 < 34 × 30
    expect(cache.weight).toBe(990);
    expect(cache.get(9_999)?.[0]).toBe(9_999);
    expect(cache.get(9_966)).toBeUndefined();
  });

  it('delete and clear give the weight back', () => {
    const cache = new LruCache<string, string>({ maxEntries: 10, maxWeight: 100, weigh: (v) => v.length });
    cache.set('a', 'xxx');
    cache.set('b', 'xx');
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    expect(cache.weight).toBe(2);
    cache.clear();
    expect([cache.size, cache.weight]).toEqual([0, 0]);
  });
});
