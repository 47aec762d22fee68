import { LOCALES, type Locale } from '@vetshop/contract';
import type { Database } from '@vetshop/db';
import { ROLES, SEARCH_FLAG_FILTERS, SEARCH_LIST_FILTERS, type Role } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import type { FacetCounts } from './facets';
import { FACET_BIT, facetLayout } from './facet-sql';
import { facetToken, tokenFacet } from './facet-tokens';
import type { ScopeRule } from './page-scope';
import type { FacetFilter, SearchPlan } from './search-plan';
import { intArray, queryRows } from './sql';

/**
 * The facet values of every indexed document, in memory ("doc values", as search engines keep them): what a
 * search needs to count its facets once PostgreSQL has said which documents match and which filters each one
 * fails. Counting 16,000 matches here takes a millisecond; in SQL it meant carrying every match's arrays
 * through a materialized CTE and unnesting its tokens (decision 033).
 *
 * Strings are interned to small integers and the documents' values laid out in flat typed arrays (a few MB for
 * 50,000 products), so that a count is a loop of array increments. One store serves every locale: a product's
 * facet values are the same in each language (decision 031), their labels are kept per locale. A partial
 * refresh in this process updates its products before the next count; another process's refresh is seen at the
 * next reload (only facet counts can lag, never the hits or the total, which PostgreSQL computes).
 */

const NO_BRAND = 0;
/** A missing price (NULLS LAST in both directions, as the SQL order has it). */
export const NO_PRICE = -2147483648;

/** A document's facet values, as search_documents has them. */
export interface FacetDocument {
  product_id: number;
  brand_id: number | null;
  species: string[];
  category_ids: number[];
  stock_states: string[];
  has_promotion: boolean;
  facet_tokens: string[];
  /** What a search filters and sorts on besides its facets (decision 035); absent in unit tests of counts. */
  is_special?: boolean;
  veterinary_only?: boolean;
  popularity?: number;
  /** Net and indicated price of each role's card variant, in cents (null: none). */
  net?: Partial<Record<Role, number | null>>;
  indicated?: Partial<Record<Role, number | null>>;
  /** `name_sort` of each locale's document. */
  names?: Partial<Record<Locale, string>>;
  /** The row version (PostgreSQL's xmin): a changed value means the document was written again. */
  version?: string;
}

/**
 * A list of integers per row in one pool: a row's list is `pool[start[row] .. start[row] + length[row]]`. A row
 * set again gets a new segment at the end; the pool is compacted when half of it is abandoned segments.
 */
class IntLists {
  start = new Int32Array(1024);
  length = new Int32Array(1024);
  pool = new Int32Array(4096);
  private used = 0;
  private abandoned = 0;

  set(row: number, values: ArrayLike<number>): void {
    if (row >= this.start.length) {
      this.start = grown(this.start, row + 1);
      this.length = grown(this.length, row + 1);
    }
    this.abandoned += this.length[row]!;
    if (this.used + values.length > this.pool.length) {
      if (this.abandoned * 2 > this.used) this.compact();
      if (this.used + values.length > this.pool.length)
        this.pool = grown(this.pool, this.used + values.length);
    }
    this.start[row] = this.used;
    this.length[row] = values.length;
    for (let i = 0; i < values.length; i++) this.pool[this.used++] = values[i]!;
  }

  private compact(): void {
    const pool = new Int32Array(this.pool.length);
    let used = 0;
    for (let row = 0; row < this.start.length; row++) {
      const from = this.start[row]!;
      const n = this.length[row]!;
      pool.set(this.pool.subarray(from, from + n), used);
      this.start[row] = used;
      used += n;
    }
    this.pool = pool;
    this.used = used;
    this.abandoned = 0;
  }
}

/** A copy at least `minimum` long (doubling). */
function grown<T extends Int32Array | Uint8Array | Float64Array>(array: T, minimum: number): T {
  const copy = new (array.constructor as new (n: number) => T)(Math.max(minimum, array.length * 2));
  copy.set(array);
  return copy;
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

/**
 * A search's filters compiled against the store's interned values (`compile`), evaluated per document by `scan`:
 * the same meaning as query-builder.ts' `filterConditions`, `visibilityCondition` and page-scope.ts' conditions.
 */
interface CompiledFilters {
  vetOnlyVisible: boolean;
  brands: Set<number> | null;
  species: Uint8Array | null;
  stock: Uint8Array | null;
  promotion: boolean | undefined;
  special: boolean | undefined;
  categories: Set<number> | null;
  /** Per interned token: the bits of the list filters it satisfies, of the flags it is the token of. */
  listBits: Int32Array;
  flagBits: Int32Array;
  /** The list filters in use; the flags wanted yes, wanted no. */
  listsUsed: number;
  flagsYes: number;
  flagsNo: number;
  /** The scope: null for none; else promoted or special documents, or any of these tokens. */
  scope: { promotedOrSpecial: boolean; tokens: Uint8Array } | null;
}

/** What `scan` found: the documents in the search, in the order given. */
export interface ScanResult {
  /** Store rows passing every filter (the total is their number). */
  passing: Int32Array;
  total: number;
  /** Rows failing at most one facet filter, and the mask of the one they fail (0: none), for `countRows`. */
  countRows: Int32Array;
  countFailed: Int32Array;
  countLength: number;
}

export class FacetStore {
  private readonly rowOf = new Map<number, number>();
  /** The product id of each row (0: a row whose product is gone). */
  private productOf = new Int32Array(1024);
  private brand = new Int32Array(1024);
  private promotion = new Uint8Array(1024);
  private special = new Uint8Array(1024);
  private vetOnly = new Uint8Array(1024);
  private popularityOf = new Float64Array(1024);
  private readonly net = new Map<Role, Int32Array>(ROLES.map((r) => [r, new Int32Array(1024)]));
  private readonly indicated = new Map<Role, Int32Array>(ROLES.map((r) => [r, new Int32Array(1024)]));
  private readonly names = new Map<Locale, string[]>(LOCALES.map((l) => [l, []]));
  private readonly versions: string[] = [];
  /** Every live row by popularity (the order of a search without text), built when first asked after a change. */
  private byPopularity: Int32Array | null = null;
  private readonly species = new IntLists();
  private readonly stock = new IntLists();
  private readonly categories = new IntLists();
  private readonly tokens = new IntLists();
  private readonly speciesNames = new Interner();
  private readonly stockNames = new Interner();
  private readonly tokenNames = new Interner();
  /** The facet bit of each interned token (0: a token of no facet filter, counted only when nothing fails). */
  private tokenBits = new Int32Array(256);
  private brandNames = new Map<number, string>();
  private labels = new Map<string, Map<string, string>>();

  private constructor(readonly loadedAt: number) {}

  static async load(db: Database, now = Date.now()): Promise<FacetStore> {
    const [rows, brands, labels] = await Promise.all([documentRows(db, null), brandRows(db), labelRows(db)]);
    return FacetStore.fromRows(now, rows, brands, labels);
  }

  /** The products whose documents differ between this store and a newer one (written again, new or gone). */
  changedIn(newer: FacetStore): number[] {
    const changed: number[] = [];
    for (const [id, at] of newer.rowOf) {
      const mine = this.rowOf.get(id);
      if (mine === undefined || this.versions[mine] !== newer.versions[at] || this.productOf[mine] === 0)
        changed.push(id);
    }
    for (const [id, at] of this.rowOf) {
      if (this.productOf[at] !== 0 && !newer.rowOf.has(id)) changed.push(id);
    }
    return changed;
  }

  static fromRows(
    loadedAt: number,
    rows: readonly FacetDocument[],
    brands: readonly BrandName[],
    labels: readonly FacetLabel[],
  ): FacetStore {
    const store = new FacetStore(loadedAt);
    for (const row of rows) store.put(row);
    store.setBrands(brands);
    store.setLabels(labels);
    return store;
  }

  /** Re-reads these products (a partial refresh of this process): changed, new or gone. */
  async update(db: Database, productIds: readonly number[]): Promise<void> {
    const [rows, labels] = await Promise.all([documentRows(db, productIds), labelRows(db)]);
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
    this.setLabels(labels);
    if (brands) this.setBrands(brands);
  }

  get size(): number {
    return this.rowOf.size;
  }

  private setBrands(brands: readonly BrandName[]): void {
    this.brandNames = new Map(brands.map((b) => [b.id, b.name]));
  }

  private setLabels(labels: readonly FacetLabel[]): void {
    this.labels = new Map();
    for (const { locale, token, label } of labels) {
      let byToken = this.labels.get(locale);
      if (!byToken) this.labels.set(locale, (byToken = new Map()));
      byToken.set(token, label);
    }
  }

  private put(row: FacetDocument): void {
    let at = this.rowOf.get(row.product_id);
    if (at === undefined) {
      at = this.rowOf.size;
      this.rowOf.set(row.product_id, at);
      if (at >= this.brand.length) {
        this.productOf = grown(this.productOf, at + 1);
        this.brand = grown(this.brand, at + 1);
        this.promotion = grown(this.promotion, at + 1);
        this.special = grown(this.special, at + 1);
        this.vetOnly = grown(this.vetOnly, at + 1);
        this.popularityOf = grown(this.popularityOf, at + 1);
        for (const prices of [this.net, this.indicated])
          for (const [role, array] of prices) prices.set(role, grown(array, at + 1));
      }
    }
    this.byPopularity = null;
    this.productOf[at] = row.product_id;
    this.brand[at] = row.brand_id ?? NO_BRAND;
    this.promotion[at] = row.has_promotion ? 1 : 0;
    this.special[at] = row.is_special ? 1 : 0;
    this.vetOnly[at] = row.veterinary_only ? 1 : 0;
    this.popularityOf[at] = row.popularity ?? 0;
    for (const role of ROLES) {
      this.net.get(role)![at] = row.net?.[role] ?? NO_PRICE;
      this.indicated.get(role)![at] = row.indicated?.[role] ?? NO_PRICE;
    }
    for (const locale of LOCALES) this.names.get(locale)![at] = row.names?.[locale] ?? '';
    this.versions[at] = row.version ?? '';
    this.species.set(
      at,
      row.species.map((s) => this.speciesNames.id(s)),
    );
    this.stock.set(
      at,
      row.stock_states.map((s) => this.stockNames.id(s)),
    );
    this.categories.set(at, row.category_ids);
    this.tokens.set(
      at,
      row.facet_tokens.map((t) => this.tokenId(t)),
    );
  }

  private remove(productId: number): void {
    const at = this.rowOf.get(productId);
    if (at === undefined) return;
    // The row stays allocated but holds nothing, and no search scans it.
    this.byPopularity = null;
    this.productOf[at] = 0;
    this.brand[at] = NO_BRAND;
    this.promotion[at] = 0;
    this.versions[at] = '';
    for (const lists of [this.species, this.stock, this.categories, this.tokens]) lists.set(at, []);
  }

  private tokenId(token: string): number {
    const id = this.tokenNames.id(token);
    if (id >= this.tokenBits.length) this.tokenBits = grown(this.tokenBits, id + 1);
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
    const rows = new Int32Array(matched.ids.length);
    const failed = new Int32Array(matched.ids.length);
    let n = 0;
    for (let i = 0; i < matched.ids.length; i++) {
      const at = this.rowOf.get(matched.ids[i]!);
      if (at === undefined) continue;
      rows[n] = at;
      failed[n++] = matched.failed[i]!;
    }
    return this.countRows(plan, rows, failed, n, total);
  }

  /** The row of a product's documents, if this store has them. */
  row(productId: number): number | undefined {
    const at = this.rowOf.get(productId);
    return at === undefined || this.productOf[at] === 0 ? undefined : at;
  }

  productId(row: number): number {
    return this.productOf[row]!;
  }

  popularity(row: number): number {
    return this.popularityOf[row]!;
  }

  /** A role's net or indicated price column (NO_PRICE: none). */
  prices(kind: 'net' | 'indicated', role: Role): Int32Array {
    return (kind === 'net' ? this.net : this.indicated).get(role)!;
  }

  /** Each row's `name_sort` in a locale. */
  nameSorts(locale: Locale): readonly string[] {
    return this.names.get(locale)!;
  }

  /** Every product's row by popularity (descending), then product id: the order of a search without text. */
  rowsByPopularity(): Int32Array {
    if (!this.byPopularity) {
      const rows: number[] = [];
      for (const at of this.rowOf.values()) if (this.productOf[at] !== 0) rows.push(at);
      const pop = this.popularityOf;
      const ids = this.productOf;
      rows.sort((a, b) => pop[b]! - pop[a]! || ids[a]! - ids[b]!);
      this.byPopularity = Int32Array.from(rows);
    }
    return this.byPopularity;
  }

  /** The plan's filters and a page's scope against this store's values (see `scan`). */
  compile(plan: SearchPlan, scope: ScopeRule | null): CompiledFilters {
    const f = plan.filters;
    const wanted = (names: Interner, values: readonly string[]) => {
      if (values.length === 0) return null;
      const set = new Uint8Array(names.values.length);
      for (const v of values) {
        const id = names.find(v);
        if (id !== undefined) set[id] = 1;
      }
      return set;
    };
    const tokenCount = this.tokenNames.values.length;
    const listBits = new Int32Array(tokenCount);
    const flagBits = new Int32Array(tokenCount);
    let listsUsed = 0;
    let flagsYes = 0;
    let flagsNo = 0;
    for (const name of SEARCH_LIST_FILTERS) {
      const values = f.lists[name];
      if (values.length === 0) continue;
      const bit = FACET_BIT[name];
      listsUsed |= bit;
      for (const value of values) {
        const id = this.tokenNames.find(facetToken(name, value));
        if (id !== undefined) listBits[id]! |= bit;
      }
    }
    for (const name of SEARCH_FLAG_FILTERS) {
      const value = f.flags[name];
      if (value === undefined) continue;
      const bit = FACET_BIT[name];
      if (value) flagsYes |= bit;
      else flagsNo |= bit;
      const id = this.tokenNames.find(facetToken(name, plan.role ?? 'default'));
      if (id !== undefined) flagBits[id]! |= bit;
    }
    let compiledScope: CompiledFilters['scope'] = null;
    if (scope) {
      const tokens = new Uint8Array(tokenCount);
      for (const token of scope.anyToken) {
        const id = this.tokenNames.find(token);
        if (id !== undefined) tokens[id] = 1;
      }
      compiledScope = { promotedOrSpecial: scope.promotedOrSpecial, tokens };
    }
    return {
      vetOnlyVisible: plan.role === 'veterinary',
      brands: f.brand.length > 0 ? new Set(f.brand) : null,
      species: wanted(this.speciesNames, f.species),
      stock: wanted(this.stockNames, f.stockState),
      promotion: f.promotion,
      special: f.special,
      categories: f.category.length > 0 ? new Set(f.category) : null,
      listBits,
      flagBits,
      listsUsed,
      flagsYes,
      flagsNo,
      scope: compiledScope,
    };
  }

  /**
   * The documents of a search among candidates (product ids, or store rows with `rows`), in their order: those
   * visible to the role, in the category and the scope; each with the mask of the facet filters it fails.
   */
  scan(filters: CompiledFilters, candidates: Int32Array, given: 'ids' | 'rows'): ScanResult {
    const n = candidates.length;
    const passing = new Int32Array(n);
    const countRows = new Int32Array(n);
    const countFailed = new Int32Array(n);
    let total = 0;
    let counted = 0;
    const { species, stock, categories, tokens } = this;
    const B = FACET_BIT;
    for (let i = 0; i < n; i++) {
      const at = given === 'rows' ? candidates[i]! : this.rowOf.get(candidates[i]!);
      if (at === undefined || this.productOf[at] === 0) continue;
      if (!filters.vetOnlyVisible && this.vetOnly[at] === 1) continue;
      if (filters.categories && !anyIn(categories, at, filters.categories)) continue;
      const tFrom = tokens.start[at]!;
      const tEnd = tFrom + tokens.length[at]!;
      if (filters.scope) {
        const sc = filters.scope;
        let inScope = sc.promotedOrSpecial && (this.promotion[at] === 1 || this.special[at] === 1);
        for (let k = tFrom; !inScope && k < tEnd; k++) inScope = sc.tokens[tokens.pool[k]!] === 1;
        if (!inScope) continue;
      }
      let failed = 0;
      if (filters.brands && !filters.brands.has(this.brand[at]!)) failed |= B.brand;
      if (filters.species && !anyOf(species, at, filters.species)) failed |= B.species;
      if (filters.stock && !anyOf(stock, at, filters.stock)) failed |= B.stock_state;
      if (filters.promotion !== undefined && (this.promotion[at] === 1) !== filters.promotion)
        failed |= B.promotion;
      if (filters.special !== undefined && (this.special[at] === 1) !== filters.special) failed |= B.special;
      if (filters.listsUsed !== 0 || filters.flagsYes !== 0 || filters.flagsNo !== 0) {
        let lists = 0;
        let flags = 0;
        for (let k = tFrom; k < tEnd; k++) {
          const t = tokens.pool[k]!;
          lists |= filters.listBits[t]!;
          flags |= filters.flagBits[t]!;
        }
        failed |= (filters.listsUsed & ~lists) | (filters.flagsYes & ~flags) | (filters.flagsNo & flags);
      }
      if (failed === 0) passing[total++] = at;
      if ((failed & (failed - 1)) === 0) {
        countRows[counted] = at;
        countFailed[counted++] = failed;
      }
    }
    return { passing: passing.subarray(0, total), total, countRows, countFailed, countLength: counted };
  }

  /** `count` on rows of this store (`scan`'s countable rows). */
  countRows(
    plan: SearchPlan,
    rows: Int32Array,
    failedMasks: Int32Array,
    length: number,
    total: number,
  ): FacetCounts {
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

    const { species, stock, categories, tokens, tokenBits } = this;
    for (let i = 0; i < length; i++) {
      const at = rows[i]!;
      const failed = failedMasks[i]!;
      const all = failed === 0;
      if (all || failed === speciesBit) {
        const from = species.start[at]!;
        for (let k = from, end = from + species.length[at]!; k < end; k++) speciesCounts[species.pool[k]!]!++;
      }
      if (all || failed === stockBit) {
        const from = stock.start[at]!;
        for (let k = from, end = from + stock.length[at]!; k < end; k++) stockCounts[stock.pool[k]!]!++;
      }
      if (all || failed === promotionBit) {
        if (this.promotion[at] === 1) promoted++;
        else notPromoted++;
      }
      if ((all || failed === brandBit) && this.brand[at] !== NO_BRAND) {
        const brand = this.brand[at]!;
        brandCounts.set(brand, (brandCounts.get(brand) ?? 0) + 1);
      }
      const from = tokens.start[at]!;
      const end = from + tokens.length[at]!;
      if (all) {
        const c0 = categories.start[at]!;
        for (let k = c0, c1 = c0 + categories.length[at]!; k < c1; k++) {
          const c = categories.pool[k]!;
          const n = categoryCounts.get(c);
          if (n !== undefined) categoryCounts.set(c, n + 1);
        }
        for (let k = from; k < end; k++) tokenCounts[tokens.pool[k]!]!++;
      } else {
        for (let k = from; k < end; k++) {
          const t = tokens.pool[k]!;
          if (tokenBits[t] === failed) tokenCounts[t]!++;
        }
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
    const labels = this.labels.get(plan.locale);
    return [...out].map(([token, n]) => [token, n, labels?.get(token) ?? null]);
  }
}

const MAX_BRAND_FACET = 100;

/** Whether a row's list holds any of the wanted (interned) values. */
function anyOf(lists: IntLists, at: number, wanted: Uint8Array): boolean {
  for (let k = lists.start[at]!, end = k + lists.length[at]!; k < end; k++)
    if (wanted[lists.pool[k]!] === 1) return true;
  return false;
}

function anyIn(lists: IntLists, at: number, wanted: Set<number>): boolean {
  for (let k = lists.start[at]!, end = k + lists.length[at]!; k < end; k++)
    if (wanted.has(lists.pool[k]!)) return true;
  return false;
}

export interface BrandName {
  id: number;
  name: string;
}
export interface FacetLabel {
  locale: string;
  token: string;
  label: string;
}

function brandRows(db: Database): Promise<BrandName[]> {
  return queryRows<BrandName>(db, sql`SELECT id, name FROM brands`);
}

function labelRows(db: Database): Promise<FacetLabel[]> {
  return queryRows<FacetLabel>(db, sql`SELECT locale, token, label FROM search_facet_labels`);
}

/**
 * The documents' facet values, read from one locale's documents (every product has one per locale, with the same
 * values; the names are read from each). The lists come as space-separated text (none of these values has a
 * space): splitting a string is far cheaper than the drivers' array parsing for 50,000 rows.
 */
async function documentRows(db: Database, productIds: readonly number[] | null): Promise<FacetDocument[]> {
  const only = productIds ? sql`AND product_id = ANY(${intArray(productIds)})` : sql``;
  const priceColumns = ROLES.flatMap((role) => [`net_${role}`, `indicated_${role}`]);
  const [rows, names] = await Promise.all([
    queryRows<{
      product_id: number;
      brand_id: number | null;
      has_promotion: boolean;
      is_special: boolean;
      veterinary_only: boolean;
      popularity: number;
      version: string;
      species: string;
      stock_states: string;
      category_ids: string;
      facet_tokens: string;
    }>(
      db,
      sql`SELECT product_id, brand_id, has_promotion, is_special, veterinary_only, popularity::float8 AS popularity,
                 xmin::text AS version, ${sql.raw(priceColumns.join(', '))},
                 array_to_string(species, ' ') AS species, array_to_string(stock_states, ' ') AS stock_states,
                 array_to_string(category_ids, ' ') AS category_ids, array_to_string(facet_tokens, ' ') AS facet_tokens
          FROM search_documents WHERE locale = ${LOCALES[0]} ${only}`,
    ),
    queryRows<{ product_id: number; locale: Locale; name_sort: string }>(
      db,
      sql`SELECT product_id, locale, name_sort FROM search_documents WHERE TRUE ${only}`,
    ),
  ]);
  const namesOf = new Map<number, Partial<Record<Locale, string>>>();
  for (const n of names) {
    let byLocale = namesOf.get(n.product_id);
    if (!byLocale) namesOf.set(n.product_id, (byLocale = {}));
    byLocale[n.locale] = n.name_sort;
  }
  const words = (text: string) => (text === '' ? [] : text.split(' '));
  const price = (r: object, column: string) => (r as Record<string, number | null>)[column] ?? null;
  return rows.map((r) => ({
    product_id: r.product_id,
    brand_id: r.brand_id,
    has_promotion: r.has_promotion,
    is_special: r.is_special,
    veterinary_only: r.veterinary_only,
    popularity: Number(r.popularity),
    version: r.version,
    net: Object.fromEntries(ROLES.map((role) => [role, price(r, `net_${role}`)])),
    indicated: Object.fromEntries(ROLES.map((role) => [role, price(r, `indicated_${role}`)])),
    names: namesOf.get(r.product_id) ?? {},
    species: words(r.species),
    stock_states: words(r.stock_states),
    category_ids: words(r.category_ids).map(Number),
    facet_tokens: words(r.facet_tokens),
  }));
}
