import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru';

describe('a byte-bounded LRU', () => {
  it('drops the least recently used entries until it fits its bytes', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 10);
    lru.set('b', 'B', 10);
    for (let i = 0; i < 8; i++) lru.set(`x${i}`, 'X', 10);
    expect(lru.get('a')).toBe('A'); // a is now the most recent; b is the oldest
    lru.set('c', 'C', 10);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.stats()).toMatchObject({ bytes: 100, entries: 10, evictions: 1 });
  });

  it('keeps no entry larger than a tenth of its bytes, and nothing at 0', () => {
    const lru = new ByteLru<string>(100);
    lru.set('big', 'B', 11);
    expect(lru.get('big')).toBeUndefined();
    const off = new ByteLru<string>(0);
    off.set('a', 'A', 1);
    expect(off.stats().entries).toBe(0);
  });

  it('counts hits, misses and stale finds in its hit rate', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 1);
    lru.get('a');
    lru.get('a');
    lru.countAsMiss();
    lru.get('b');
    expect(lru.stats()).toMatchObject({ hits: 1, misses: 2 });
    expect(lru.stats().hitRate).toBeCloseTo(1 / 3);
  });

  it('replaces an entry and its size under the same key', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 5);
    lru.set('a', 'A2', 7);
    expect(lru.get('a')).toBe('A2');
    expect(lru.stats().bytes).toBe(7);
  });
});
