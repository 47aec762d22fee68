import type { Locale } from '@vetshop/contract';
import type { Database } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import type { AnalyzedTerm } from '../text/tsquery';
import type { FacetStore } from './facet-store';
import { textMatch } from './query-builder';
import { intArray, queryRows } from './sql';

/**
 * The documents matching the words of recent searches, in relevance order, kept in memory per locale and analysed
 * words (decision 035). PostgreSQL finds and scores a word's matches once (for "chien", 23,700 documents: 110 ms on
 * the large catalogue); every later search with those words, whatever its filters, sort, scope, page or caller,
 * filters and counts them in memory (facet-store.ts' `scan`) and reads only its page's products. The relevance
 * score depends on the words and the document only, never on the caller.
 *
 * Kept fresh: a product refreshed by this process (or, through the facet store's reload, by another) is marked on
 * every kept search and scored again for it at that search's next use; a full refresh empties the cache.
 */

/** A search's matches: product ids by score (descending), popularity (descending), product id. */
export interface TextMatches {
  ids: Int32Array;
  scores: Float64Array;
}

interface Entry {
  locale: Locale;
  terms: readonly AnalyzedTerm[];
  matches: Promise<TextMatches>;
  /** Products refreshed since the matches were read: scored again at the next use. */
  dirty: Set<number>;
  size: number;
}

/** The cache key of analysed words (their order matters: the name-start boost reads the first). */
export function termsKey(locale: Locale, terms: readonly AnalyzedTerm[]): string {
  return JSON.stringify([locale, terms.map((t) => [t.text, t.prefix, t.alternatives])]);
}

interface ScoredRow {
  product_id: number;
  score: number;
}

function scoredRows(
  db: Database,
  locale: Locale,
  terms: readonly AnalyzedTerm[],
  only: readonly number[] | null,
) {
  const match = textMatch(locale, terms);
  if (!match) return Promise.resolve([]);
  const restrict = only ? sql`AND d.product_id = ANY(${intArray(only)})` : sql``;
  return queryRows<ScoredRow>(
    db,
    sql`SELECT d.product_id, (${match.score})::float8 AS score
        FROM search_documents d WHERE d.locale = ${locale} AND ${match.where} ${restrict}`,
  );
}

/** The rows in relevance order (the search statement's: score, popularity, product id). */
function ordered(rows: readonly ScoredRow[], store: FacetStore): TextMatches {
  const popularity = rows.map((r) => {
    const at = store.row(r.product_id);
    return at === undefined ? 0 : store.popularity(at);
  });
  const order = rows.map((_, i) => i);
  order.sort(
    (a, b) =>
      rows[b]!.score - rows[a]!.score ||
      popularity[b]! - popularity[a]! ||
      rows[a]!.product_id - rows[b]!.product_id,
  );
  return {
    ids: Int32Array.from(order, (i) => rows[i]!.product_id),
    scores: Float64Array.from(order, (i) => rows[i]!.score),
  };
}

export class MatchCache {
  private readonly entries = new Map<string, Entry>();
  private size = 0;

  /**
   * `maxIds`: the matches kept in all, about 12 bytes each. `maxDirty`: past this many refreshed products a kept
   * search is dropped, to be read again whole (cheaper than re-scoring each).
   */
  constructor(
    private readonly maxIds = 3_000_000,
    private readonly maxDirty = 1000,
  ) {}

  /**
   * The matches of these words, read (or brought up to date) if needed. `store`: the facet store the popularity
   * order is read from.
   */
  get(db: Database, locale: Locale, terms: readonly AnalyzedTerm[], store: FacetStore): Promise<TextMatches> {
    const key = termsKey(locale, terms);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        locale,
        terms,
        matches: scoredRows(db, locale, terms, null).then((rows) => ordered(rows, store)),
        dirty: new Set(),
        size: 0,
      };
      this.entries.set(key, entry);
      this.track(key, entry);
      return entry.matches;
    }
    // Map order is insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (entry.dirty.size > 0) {
      const ids = [...entry.dirty];
      entry.dirty.clear();
      // Chained: searches arriving meanwhile get the updated matches.
      entry.matches = entry.matches.then(async (kept) =>
        ordered(merged(kept, await scoredRows(db, locale, terms, ids), ids), store),
      );
      this.track(key, entry);
    }
    return entry.matches;
  }

  /** Counts the entry's matches once read; forgets it if the read failed (the next search reads again). */
  private track(key: string, entry: Entry): void {
    const matches = entry.matches;
    matches.then(
      (m) => {
        if (this.entries.get(key) !== entry || entry.matches !== matches) return;
        this.size += m.ids.length - entry.size;
        entry.size = m.ids.length;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
  }

  /** Whether these words' matches are kept. */
  has(locale: Locale, terms: readonly AnalyzedTerm[]): boolean {
    return this.entries.has(termsKey(locale, terms));
  }

  /**
   * These products were refreshed: every kept search scores them again at its next use. The searches with too
   * many of them are dropped, and answered (least recently used first) so they can be read again ahead of the
   * buyers (a daily re-pricing rewrites every document).
   */
  markDirty(productIds: readonly number[]): { locale: Locale; terms: readonly AnalyzedTerm[] }[] {
    const dropped: { locale: Locale; terms: readonly AnalyzedTerm[] }[] = [];
    for (const [key, entry] of this.entries) {
      for (const id of productIds) entry.dirty.add(id);
      if (entry.dirty.size > this.maxDirty) {
        this.drop(key);
        dropped.push({ locale: entry.locale, terms: entry.terms });
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  get keptIds(): number {
    return this.size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.size;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.size <= this.maxIds) break;
      this.drop(key);
    }
  }
}

/** The kept matches without the re-scored products, plus those of them that still match. */
function merged(kept: TextMatches, rescored: readonly ScoredRow[], ids: readonly number[]): ScoredRow[] {
  const gone = new Set(ids);
  const rows: ScoredRow[] = [];
  for (let i = 0; i < kept.ids.length; i++) {
    if (!gone.has(kept.ids[i]!)) rows.push({ product_id: kept.ids[i]!, score: kept.scores[i]! });
  }
  rows.push(...rescored);
  return rows;
}
