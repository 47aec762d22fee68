/**
 * Answers of recent requests kept in memory, least recently used first out. What is kept is derived from the
 * index only (never a price, never a stock quantity): the index changes only when it is refreshed, which clears
 * the engine's caches; the age limit covers a refresh made by another process (one back office per core on a
 * PostgreSQL server, decision 023).
 *
 * - the totals and facet counts of a search: the next page or another sort of the same search needs only its hits;
 * - the first ranks of a search in an order (product ids): its first pages are then read by id, unranked again;
 * - the products and suggestions of an autocomplete prefix: buyers type the same few hundred prefixes all day.
 */
export class RecentCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly maxAgeMs = 10 * 60_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { at: Date.now(), value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
