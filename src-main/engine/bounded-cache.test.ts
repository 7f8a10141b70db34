import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('drops the least recently used entries once past its weight', () => {
    const cache = new BoundedCache<string, number>(10, (n) => n);
    cache.set('a', 4);
    cache.set('b', 4);
    expect(cache.get('a')).toBe(4); // a is now the most recent
    cache.set('c', 4);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.weight).toBe(8);
  });

  it('counts entries when they have no weight, and replaces a key in place', () => {
    const cache = new BoundedCache<number, string>(3);
    for (let i = 0; i < 5; i++) cache.set(i, String(i));
    cache.set(4, 'four');
    expect(cache.size).toBe(3);
    expect([2, 3, 4].map((i) => cache.get(i))).toEqual(['2', '3', 'four']);
  });

  it('keeps a newest entry heavier than the bound alone', () => {
    const cache = new BoundedCache<string, number>(10, (n) => n);
    cache.set('small', 1);
    cache.set('huge', 50);
    expect([cache.has('small'), cache.has('huge'), cache.weight]).toEqual([false, true, 50]);
  });

  it('makes a value once with getOrSet', () => {
    const cache = new BoundedCache<string, object>(2);
    let made = 0;
    const make = () => ({ made: ++made });
    expect(cache.getOrSet('k', make)).toBe(cache.getOrSet('k', make));
    expect(made).toBe(1);
  });

  it('holds nothing once cleared', () => {
    const cache = new BoundedCache<string, number>(10, (n) => n);
    cache.set('a', 4);
    cache.clear();
    expect([cache.has('a'), cache.size, cache.weight]).toEqual([false, 0, 0]);
    cache.set('b', 9);
    expect(cache.weight).toBe(9);
  });
});
