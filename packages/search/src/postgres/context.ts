import type { Locale } from '@vetshop/contract';
import { pricelistIdForRole, type Database } from '@vetshop/db';
import { todayIso, type IsoDate, type Role } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import { CategoryIndex } from './categories';
import { FacetStore } from './facet-store';
import type { FacetCounts } from './facets';
import type { AutocompleteRows } from './hit-rows';
import type { HitContext } from './hits';
import { MatchCache, type TextMatches } from './match-cache';
import { RecentCache } from './recent-cache';
import { queryRows, textArray } from './sql';
import type { AnalyzedTerm } from '../text/tsquery';

/** The facet store: the one serving, and the products refreshed since it was read. */
interface FacetStoreEntry {
  store: Promise<FacetStore>;
  /** Refreshed by this process, not yet re-read into the store. */
  pending: Set<number>;
  /** Re-read into the store since its reload started (a reload reading older rows gets them again). */
  updatedSinceReload: Set<number> | null;
}

/**
 * What every engine operation shares: the database, the in-memory caches (categories, pricelist ids, recent
 * searches' facet counts and autocomplete prefixes; all small and dropped by a refresh), the facet values of
 * the index (facet-store.ts; refreshed product by product) and the clock.
 */
export class EngineContext {
  private facetEntry: FacetStoreEntry | null = null;
  private categoryIndex: Promise<CategoryIndex> | null = null;
  private readonly pricelists = new Map<Role, Promise<number | null>>();
  readonly facetCache = new RecentCache<FacetCounts>();
  /** The first ranks (product ids) of recent searches in an order: their first pages are read by id. */
  readonly rankCache = new RecentCache<number[]>();
  // A minute: a product another process withdrew or renamed leaves the suggestions that soon.
  readonly autocompleteCache = new RecentCache<AutocompleteRows>(2000, 60_000);
  /** Counts full invalidations: a warm-up started before one stops. */
  private generation = 0;
  /** Kept searches a refresh dropped, to read again in the background (`readAgain`). */
  private toReadAgain: { locale: Locale; terms: readonly AnalyzedTerm[] }[] = [];
  private readingAgain = false;

  constructor(
    readonly db: Database,
    private readonly clock: () => IsoDate = () => todayIso(),
    /** How often the facet store is read again, for refreshes made by other processes; null: never (one process). */
    private readonly facetReloadMs: number | null = 60_000,
    /** The text matches of recent (and warmed) searches, in relevance order (match-cache.ts). */
    readonly matchCache = new MatchCache(),
  ) {}

  /**
   * The facet values of the index's documents: read once, then kept up to date with this process's refreshes;
   * read again in the background every `facetReloadMs` (the current store serves meanwhile). A failed read is
   * not kept: the next search reads again.
   */
  async facetStore(): Promise<FacetStore> {
    let entry = this.facetEntry;
    if (!entry) {
      entry = { store: FacetStore.load(this.db), pending: new Set(), updatedSinceReload: null };
      this.facetEntry = entry;
      this.forgetOnFailure(entry);
    }
    if (entry.pending.size > 0) {
      const ids = [...entry.pending];
      entry.pending.clear();
      for (const id of ids) entry.updatedSinceReload?.add(id);
      // Chained: searches arriving meanwhile count on the updated store.
      entry.store = entry.store.then(async (store) => {
        await store.update(this.db, ids);
        return store;
      });
      this.forgetOnFailure(entry);
    }
    const store = await entry.store;
    if (
      this.facetReloadMs !== null &&
      entry.updatedSinceReload === null &&
      Date.now() - store.loadedAt > this.facetReloadMs
    )
      this.reloadFacetStore(entry);
    return store;
  }

  /**
   * Starts reading the facet store again if that is due, without waiting: a search answered from its kept ranks
   * reads no store, yet must see another process's refresh within `facetReloadMs`.
   */
  reloadIfDue(): void {
    this.facetStore().catch(() => undefined);
  }

  private forgetOnFailure(entry: FacetStoreEntry): void {
    entry.store.catch(() => {
      if (this.facetEntry === entry) this.facetEntry = null;
    });
  }

  private reloadFacetStore(entry: FacetStoreEntry): void {
    const updated = new Set<number>();
    entry.updatedSinceReload = updated;
    Promise.all([entry.store, FacetStore.load(this.db)])
      .then(([serving, fresh]) => {
        if (this.facetEntry !== entry) return;
        // What this process refreshed while the reload read may be older in it: read again.
        for (const id of updated) entry.pending.add(id);
        entry.store = Promise.resolve(fresh);
        // Documents another process wrote again: the kept text matches score them again, and the counts, ranks
        // and autocomplete answers kept per search are dropped.
        const changed = serving.changedIn(fresh);
        if (changed.length > 0) {
          this.readAgain(this.matchCache.markDirty(changed));
          this.facetCache.clear();
          this.rankCache.clear();
          this.autocompleteCache.clear();
        }
      })
      .catch(() => undefined)
      .finally(() => {
        entry.updatedSinceReload = null;
      });
  }

  today(): IsoDate {
    return this.clock();
  }

  categories(): Promise<CategoryIndex> {
    if (!this.categoryIndex) {
      const loading = CategoryIndex.load(this.db);
      // A failed load is not cached: the next call tries again.
      loading.catch(() => {
        if (this.categoryIndex === loading) this.categoryIndex = null;
      });
      this.categoryIndex = loading;
    }
    return this.categoryIndex;
  }

  /** The pricelist of a role; guests get the default one (for promotion flags, never for prices). */
  pricelistId(role: Role | null): Promise<number | null> {
    const key = role ?? 'default';
    let id = this.pricelists.get(key);
    if (!id) {
      id = pricelistIdForRole(this.db, key).catch(() => null);
      this.pricelists.set(key, id);
    }
    return id;
  }

  async hitContext(role: Role | null, locale: Locale): Promise<HitContext> {
    const [categories, pricelistId] = await Promise.all([this.categories(), this.pricelistId(role)]);
    return { db: this.db, locale, role, today: this.today(), categories, pricelistId };
  }

  /** The documents matching analysed words, in relevance order (kept: match-cache.ts). */
  async textMatches(locale: Locale, terms: readonly AnalyzedTerm[]): Promise<TextMatches> {
    const store = await this.facetStore();
    return this.matchCache.get(this.db, locale, terms, store);
  }

  /**
   * Reads the facet store and the text matches of the vocabulary's `words` most frequent words of these locales, one
   * after the other, as a search engine's warmers do: the first buyers' searches for them need no scoring. Stops
   * at a full refresh; failures are left to the searches themselves.
   */
  async warm(words: number, locales: readonly Locale[]): Promise<{ words: number; ms: number }> {
    const started = Date.now();
    const generation = this.generation;
    await this.facetStore();
    const rows =
      words > 0
        ? await queryRows<{ locale: Locale; word: string }>(
            this.db,
            sql`SELECT locale, word FROM (
                  SELECT locale, word, row_number() OVER (PARTITION BY locale ORDER BY frequency DESC, word) AS n
                  FROM search_vocabulary WHERE locale = ANY(${textArray(locales)})) v
                WHERE n <= ${words} ORDER BY n, locale`,
          )
        : [];
    let warmed = 0;
    for (const { locale, word } of rows) {
      if (this.generation !== generation) break;
      await this.textMatches(locale, [{ text: word, prefix: false, alternatives: [] }]);
      warmed++;
    }
    return { words: warmed, ms: Date.now() - started };
  }

  /**
   * Reads again, one after the other in the background, the kept searches a refresh dropped (most recently used
   * first), so that a re-pricing of the whole index does not leave the next buyers' searches to score their words.
   * A full refresh empties the queue.
   */
  private readAgain(searches: readonly { locale: Locale; terms: readonly AnalyzedTerm[] }[]): void {
    this.toReadAgain.push(...[...searches].reverse());
    if (this.readingAgain || this.toReadAgain.length === 0) return;
    this.readingAgain = true;
    void (async () => {
      try {
        for (let next = this.toReadAgain.shift(); next; next = this.toReadAgain.shift()) {
          if (this.matchCache.has(next.locale, next.terms)) continue;
          // A failure is left to the next search of those words.
          await this.textMatches(next.locale, next.terms).catch(() => undefined);
        }
      } finally {
        this.readingAgain = false;
      }
    })();
  }

  /** After a refresh: of these products only (their facet values are read again), or of the whole index. */
  invalidate(productIds?: readonly number[]): void {
    if (productIds) {
      for (const id of productIds) this.facetEntry?.pending.add(id);
      this.readAgain(this.matchCache.markDirty(productIds));
    } else {
      this.facetEntry = null;
      this.matchCache.clear();
      this.toReadAgain = [];
      this.generation++;
    }
    this.categoryIndex = null;
    this.pricelists.clear();
    this.facetCache.clear();
    this.rankCache.clear();
    this.autocompleteCache.clear();
  }
}
