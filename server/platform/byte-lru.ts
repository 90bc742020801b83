/**
 * A least-recently-used map bounded by bytes, not entries: each value is stored with its
 * size (what its owner measured, for example a serialized length), and the oldest entries
 * are dropped until the total fits `maxBytes`. A value larger than a tenth of the cap is
 * not kept, so one huge entry cannot empty the cache. `maxBytes` 0 keeps nothing.
 *
 * It counts what its readers need to judge it: hits, misses, evictions and bytes.
 */
export class ByteLru<V> {
  /** Map iteration order is insertion order: the first key is the least recently used. */
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;
  private counters = { hits: 0, misses: 0, evictions: 0 };

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.counters.misses++;
      return undefined;
    }
    this.counters.hits++;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes / 10) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
      this.counters.evictions++;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** A lookup that found an entry it could not use (stale): counted as a miss, not a hit. */
  countAsMiss(): void {
    this.counters.hits--;
    this.counters.misses++;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats() {
    const lookups = this.counters.hits + this.counters.misses;
    return {
      ...this.counters,
      entries: this.entries.size,
      bytes: this.bytes,
      maxBytes: this.maxBytes,
      hitRate: lookups ? this.counters.hits / lookups : 0,
    };
  }
}
