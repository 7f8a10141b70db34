/**
 * A least-recently-used cache bounded by the total weight of what it holds (a count when every
 * entry weighs 1): the oldest entries go once a new one would pass the bound.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(
    readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.total;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    this.entries.set(key, { value, weight });
    this.total += weight;
    // The newest entry stays even when it alone passes the bound.
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxWeight || oldest === key) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** The cached value, or a new one made and cached. */
  getOrSet(key: K, make: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = make();
    this.set(key, value);
    return value;
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }
}
