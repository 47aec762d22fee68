import type { Locale } from '@vetshop/contract';
import { pricelistIdForRole, type Database } from '@vetshop/db';
import { todayIso, type IsoDate, type Role } from '@vetshop/domain';
import { CategoryIndex } from './categories';
import type { FacetCounts } from './facets';
import type { AutocompleteRows } from './hit-rows';
import type { HitContext } from './hits';
import { RecentCache } from './recent-cache';

/**
 * What every engine operation shares: the database, the in-memory caches (categories, pricelist ids, recent
 * searches' facet counts and autocomplete prefixes; all small and dropped by a refresh) and the clock.
 */
export class EngineContext {
  private categoryIndex: Promise<CategoryIndex> | null = null;
  private readonly pricelists = new Map<Role, Promise<number | null>>();
  readonly facetCache = new RecentCache<FacetCounts>();
  // A minute: a product another process withdrew or renamed leaves the suggestions that soon.
  readonly autocompleteCache = new RecentCache<AutocompleteRows>(2000, 60_000);

  constructor(
    readonly db: Database,
    private readonly clock: () => IsoDate = () => todayIso(),
  ) {}

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

  invalidate(): void {
    this.categoryIndex = null;
    this.pricelists.clear();
    this.facetCache.clear();
    this.autocompleteCache.clear();
  }
}
