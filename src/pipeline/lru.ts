/**
 * A bounded map that forgets the least recently used key first (a Map keeps insertion order, so
 * re-inserting on access moves a key to the young end).
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('LRU capacity must be a positive integer');
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  /** Stores `value`; returns the evicted key, if the bound forced one out. */
  set(key: K, value: V): K | undefined {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size <= this.capacity) return undefined;
    const oldest = this.map.keys().next().value as K;
    this.map.delete(oldest);
    return oldest;
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  keys(): IterableIterator<K> {
    return this.map.keys();
  }
}
