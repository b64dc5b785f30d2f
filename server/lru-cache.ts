/**
 * A map that holds at most `capacity` entries and forgets the least recently used one first.
 * Every cache of the server is one of these, so no input, however varied, grows a process
 * beyond the sizes stated where each cache is made. A Map keeps insertion order: a hit moves
 * its entry to the end, and the first key is the one to drop.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`an LRU cache holds at least 1 entry, not ${capacity}`)
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined
    const value = this.entries.get(key) as V
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K)
  }

  delete(key: K): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}
