/**
 * A bounded least-recently-used cache: at most `maxEntries` entries and at most `maxWeight` in total (each entry
 * weighs what `weigh` says, e.g. its size in bytes), so a process's memory stays flat however many keys pass through.
 * Reading an entry makes it the most recent; adding one evicts the least recent until both bounds hold. An entry
 * heavier than `maxWeight` on its own is not kept at all. A Map keeps insertion order, which is the recency order.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  readonly #weigh: (value: V) => number;
  #weight = 0;

  constructor({ maxEntries, maxWeight = Infinity, weigh = () => 1 }: { maxEntries: number; maxWeight?: number; weigh?: (value: V) => number }) {
    if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
    this.#maxEntries = maxEntries;
    this.#maxWeight = maxWeight;
    this.#weigh = weigh;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.#weigh(value);
    if (weight > this.#maxWeight) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    while (this.#entries.size > this.#maxEntries || this.#weight > this.#maxWeight) {
      this.delete(this.#entries.keys().next().value as K);
    }
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entries' total weight. */
  get weight(): number {
    return this.#weight;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }
}
