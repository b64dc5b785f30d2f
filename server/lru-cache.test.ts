// @vitest-environment node

import { describe, expect, it } from 'vitest'
import { LruCache } from './lru-cache'

describe('the LRU cache', () => {
  it('holds at most its capacity and forgets the least recently used entry first', () => {
    const cache = new LruCache<string, number>(3)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect(cache.get('a')).toBe(1)
    cache.set('d', 4)
    expect(cache.get('b')).toBeUndefined()
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4])
    for (let i = 0; i < 10_000; i++) cache.set(`key ${i}`, i)
    expect(cache.size).toBe(3)
    expect(cache.get('key 9999')).toBe(9999)
  })

  it('keeps a stored undefined apart from a miss, and replaces a key without growing', () => {
    const cache = new LruCache<string, number | undefined>(2)
    cache.set('a', undefined)
    cache.set('a', 5)
    cache.set('b', 6)
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBe(5)
    cache.delete('a')
    expect(cache.size).toBe(1)
    expect(() => new LruCache(0)).toThrow(RangeError)
  })
})
