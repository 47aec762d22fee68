import type { Locale } from '@vetshop/contract';
import type { Database } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import type { FacetCounts } from './facets';
import { FACET_BIT, facetLayout } from './facet-sql';
import { facetToken, tokenFacet } from './facet-tokens';
import type { FacetFilter, SearchPlan } from './search-plan';
import { intArray, queryRows } from './sql';

/**
 * The facet values of every indexed document, in memory ("doc values", as search engines keep them): what a
 * search needs to count its facets once PostgreSQL has said which documents match and which filters each one
 * fails. Counting 16,000 matches here takes a millisecond; in SQL it meant carrying every match's arrays
 * through a materialized CTE and unnesting its tokens (decision 033).
 *
 * Strings are interned to small integers and each document's values kept as typed arrays, so that a count is
 * a loop of array increments. One store per locale (a document's tokens are the same in every language, their
 * labels are not). A partial refresh in this process updates its products before the next count; another
 * process's refresh is seen at the next reload (at most `maxAgeMs` later; only facet counts can lag, never the
 * hits or the total, which PostgreSQL computes).
 */

const NO_BRAND = 0;
const EMPTY = new Int32Array(0);

/** A document's facet values, as search_documents has them. */
export interface FacetDocument {
  product_id: number;
  brand_id: number | null;
  species: string[];
  category_ids: number[];
  stock_states: string[];
  has_promotion: boolean;
  facet_tokens: string[];
}

/** Strings ↔ dense integers. */
class Interner {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }

  find(value: string): number | undefined {
    return this.ids.get(value);
  }
}

/** What a search counted: matched documents failing at most one filter, and the mask of the one they fail. */
export interface MatchedFailures {
  ids: readonly number[];
  failed: readonly number[];
}

export class FacetStore {
  private readonly rowOf = new Map<number, number>();
  private brand = new Int32Array(1024);
  private promotion = new Uint8Array(1024);
  private species: Int32Array[] = [];
  private stock: Int32Array[] = [];
  private categories: Int32Array[] = [];
  private tokens: Int32Array[] = [];
  private readonly speciesNames = new Interner();
  private readonly stockNames = new Interner();
  private readonly tokenNames = new Interner();
  /** The facet bit of each interned token (0: a token of no facet filter, counted only when nothing fails). */
  private tokenBits = new Int32Array(256);
  private brandNames = new Map<number, string>();
  private labels = new Map<string, string>();

  private constructor(
    readonly locale: Locale,
    readonly loadedAt: number,
  ) {}

  static async load(db: Database, locale: Locale, now = Date.now()): Promise<FacetStore> {
    const [rows, brands, labels] = await Promise.all([
      documentRows(db, locale, null),
      brandRows(db),
      labelRows(db, locale),
    ]);
    return FacetStore.fromRows(locale, now, rows, brands, labels);
  }

  static fromRows(
    locale: Locale,
    loadedAt: number,
    rows: readonly FacetDocument[],
    brands: readonly BrandName[],
    labels: readonly FacetLabel[],
  ): FacetStore {
    const store = new FacetStore(locale, loadedAt);
    for (const row of rows) store.put(row);
    store.brandNames = new Map(brands.map((b) => [b.id, b.name]));
    store.labels = new Map(labels.map((l) => [l.token, l.label]));
    return store;
  }

  /** Re-reads these products (a partial refresh of this process): changed, new or gone. */
  async update(db: Database, productIds: readonly number[]): Promise<void> {
    const [rows, labels] = await Promise.all([
      documentRows(db, this.locale, productIds),
      labelRows(db, this.locale),
    ]);
    // A new brand is rare and cheap to read again.
    const brands = rows.some((r) => r.brand_id !== null && !this.brandNames.has(r.brand_id))
      ? await brandRows(db)
      : null;
    this.apply(productIds, rows, labels, brands);
  }

  /** The products' documents as they are now (`rows`; a product without one is gone). */
  apply(
    productIds: readonly number[],
    rows: readonly FacetDocument[],
    labels: readonly FacetLabel[],
    brands: readonly BrandName[] | null = null,
  ): void {
    const seen = new Set<number>();
    for (const row of rows) {
      this.put(row);
      seen.add(row.product_id);
    }
    for (const id of productIds) if (!seen.has(id)) this.remove(id);
    this.labels = new Map(labels.map((l) => [l.token, l.label]));
    if (brands) this.brandNames = new Map(brands.map((b) => [b.id, b.name]));
  }

  get size(): number {
    return this.rowOf.size;
  }

  private put(row: FacetDocument): void {
    let at = this.rowOf.get(row.product_id);
    if (at === undefined) {
      at = this.rowOf.size;
      this.rowOf.set(row.product_id, at);
      if (at >= this.brand.length) this.grow(at + 1);
    }
    this.brand[at] = row.brand_id ?? NO_BRAND;
    this.promotion[at] = row.has_promotion ? 1 : 0;
    this.species[at] = Int32Array.from(row.species, (s) => this.speciesNames.id(s));
    this.stock[at] = Int32Array.from(row.stock_states, (s) => this.stockNames.id(s));
    this.categories[at] = Int32Array.from(row.category_ids);
    this.tokens[at] = Int32Array.from(row.facet_tokens, (t) => this.tokenId(t));
  }

  private remove(productId: number): void {
    const at = this.rowOf.get(productId);
    if (at === undefined) return;
    // The row stays allocated but holds nothing: a match PostgreSQL no longer returns anyway.
    this.brand[at] = NO_BRAND;
    this.promotion[at] = 0;
    this.species[at] = EMPTY;
    this.stock[at] = EMPTY;
    this.categories[at] = EMPTY;
    this.tokens[at] = EMPTY;
  }

  private grow(minimum: number): void {
    const length = Math.max(minimum, this.brand.length * 2);
    const brand = new Int32Array(length);
    brand.set(this.brand);
    this.brand = brand;
    const promotion = new Uint8Array(length);
    promotion.set(this.promotion);
    this.promotion = promotion;
  }

  private tokenId(token: string): number {
    const id = this.tokenNames.id(token);
    if (id >= this.tokenBits.length) {
      const bits = new Int32Array(this.tokenBits.length * 2);
      bits.set(this.tokenBits);
      this.tokenBits = bits;
    }
    this.tokenBits[id] = FACET_BIT[tokenFacet(token) as FacetFilter] ?? 0;
    return id;
  }

  /**
   * The total and the raw facet counts of a search, in the shape `buildFacets` reads. A document failing no
   * filter counts everywhere; one failing a single filter counts only in that filter's facet (disjunctive
   * facets: each counted with the other filters applied). A match this store does not know yet (indexed by
   * another process since the last reload) counts in the total only.
   */
  count(plan: SearchPlan, matched: MatchedFailures, total: number): FacetCounts {
    const layout = facetLayout(plan);
    const speciesCounts = new Int32Array(this.speciesNames.values.length);
    const stockCounts = new Int32Array(this.stockNames.values.length);
    const tokenCounts = new Int32Array(this.tokenNames.values.length);
    const brandCounts = new Map<number, number>();
    const categoryCounts = new Map<number, number>();
    for (const id of layout.categories) categoryCounts.set(id, 0);
    let promoted = 0;
    let notPromoted = 0;
    const {
      species: speciesBit,
      stock_state: stockBit,
      promotion: promotionBit,
      brand: brandBit,
    } = FACET_BIT;

    for (let i = 0; i < matched.ids.length; i++) {
      const at = this.rowOf.get(matched.ids[i]!);
      if (at === undefined) continue;
      const failed = matched.failed[i]!;
      const all = failed === 0;
      if (all || failed === speciesBit) for (const s of this.species[at]!) speciesCounts[s]!++;
      if (all || failed === stockBit) for (const s of this.stock[at]!) stockCounts[s]!++;
      if (all || failed === promotionBit) {
        if (this.promotion[at] === 1) promoted++;
        else notPromoted++;
      }
      if ((all || failed === brandBit) && this.brand[at] !== NO_BRAND) {
        const brand = this.brand[at]!;
        brandCounts.set(brand, (brandCounts.get(brand) ?? 0) + 1);
      }
      if (all) {
        for (const c of this.categories[at]!) {
          const n = categoryCounts.get(c);
          if (n !== undefined) categoryCounts.set(c, n + 1);
        }
        for (const t of this.tokens[at]!) tokenCounts[t]!++;
      } else {
        for (const t of this.tokens[at]!) if (this.tokenBits[t] === failed) tokenCounts[t]!++;
      }
    }

    const counted = (names: Interner, counts: Int32Array, value: string) => {
      const id = names.find(value);
      return id === undefined ? 0 : (counts[id] ?? 0);
    };
    const counts = [
      ...layout.species.map((code) => counted(this.speciesNames, speciesCounts, code)),
      ...layout.stockStates.map((state) => counted(this.stockNames, stockCounts, state)),
      promoted,
      notPromoted,
      ...layout.categories.map((id) => categoryCounts.get(id) ?? 0),
    ];
    return {
      total,
      layout,
      counts,
      brand: this.brandFacet(brandCounts, plan.filters.brand),
      tokens: this.tokenFacet(tokenCounts, plan),
    };
  }

  /** The 100 biggest brands (by count, then name), the selected ones always (0 when nothing matches them). */
  private brandFacet(counts: Map<number, number>, selected: readonly number[]): [number, string, number][] {
    const named = (id: number, n: number): [number, string, number] | null => {
      const name = this.brandNames.get(id);
      return name === undefined ? null : [id, name, n];
    };
    const byCount = (a: [number, string, number], b: [number, string, number]) =>
      b[2] - a[2] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] - b[0]);
    const top = [...counts]
      .map(([id, n]) => named(id, n))
      .filter((b) => b !== null)
      .sort(byCount)
      .slice(0, MAX_BRAND_FACET);
    for (const id of selected) {
      if (top.some((b) => b[0] === id)) continue;
      const brand = named(id, 0);
      if (brand) top.push(brand);
    }
    return top.sort(byCount);
  }

  /** Every counted token with its label, the selected values always (0 when nothing matches them). */
  private tokenFacet(counts: Int32Array, plan: SearchPlan): [string, number, string | null][] {
    const out = new Map<string, number>();
    for (let id = 0; id < counts.length; id++) {
      if (counts[id]! > 0) out.set(this.tokenNames.values[id]!, counts[id]!);
    }
    for (const [name, values] of Object.entries(plan.filters.lists)) {
      for (const value of values) {
        const token = facetToken(name as keyof typeof plan.filters.lists, value);
        if (!out.has(token)) out.set(token, 0);
      }
    }
    return [...out].map(([token, n]) => [token, n, this.labels.get(token) ?? null]);
  }
}

const MAX_BRAND_FACET = 100;

export interface BrandName {
  id: number;
  name: string;
}
export interface FacetLabel {
  token: string;
  label: string;
}

function brandRows(db: Database): Promise<BrandName[]> {
  return queryRows<BrandName>(db, sql`SELECT id, name FROM brands`);
}

function labelRows(db: Database, locale: Locale): Promise<FacetLabel[]> {
  return queryRows<FacetLabel>(
    db,
    sql`SELECT token, label FROM search_facet_labels WHERE locale = ${locale}`,
  );
}

function documentRows(
  db: Database,
  locale: Locale,
  productIds: readonly number[] | null,
): Promise<FacetDocument[]> {
  const only = productIds ? sql`AND product_id = ANY(${intArray(productIds)})` : sql``;
  return queryRows<FacetDocument>(
    db,
    sql`SELECT product_id, brand_id, species, category_ids, stock_states, has_promotion, facet_tokens
        FROM search_documents WHERE locale = ${locale} ${only}`,
  );
}
