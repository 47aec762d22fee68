import type { SearchSort } from '@vetshop/contract';
import type { FacetCounts } from './facets';
import { NO_PRICE, type FacetStore } from './facet-store';
import type { ScopeRule } from './page-scope';
import { RANKED_DEPTH } from './query-builder';
import type { SearchPlan } from './search-plan';

/**
 * A search answered from memory (decision 035): the candidates (a search's text matches in relevance order, or
 * every document by popularity without text) filtered, counted and ordered on the facet store's values. The
 * filters, the disjunctive counts and the orders mean what the SQL statement's mean (query-builder.ts); the
 * engine suite runs every filter and sort through both.
 */

export interface MemoryAnswer {
  counts: FacetCounts;
  /** Product ids in the search's order, from the first: RANKED_DEPTH of them, or up to the page past them. */
  ranked: number[];
  /** Whether `ranked` holds the first RANKED_DEPTH (the ranks a search keeps). */
  keepable: boolean;
}

export function searchInMemory(
  store: FacetStore,
  plan: SearchPlan,
  scope: ScopeRule | null,
  candidates: Int32Array,
  given: 'ids' | 'rows',
  counts: FacetCounts | undefined,
): MemoryAnswer {
  const scan = store.scan(store.compile(plan, scope), candidates, given);
  const end = (plan.page - 1) * plan.pageSize + plan.pageSize;
  const depth = Math.max(end, RANKED_DEPTH);
  // Without text, relevance is the popularity order the candidates come in; with text, their score's order.
  const rows =
    plan.sort === 'relevance'
      ? scan.passing.subarray(0, depth)
      : topRows(scan.passing, depth, comparator(store, plan));
  return {
    counts: counts ?? store.countRows(plan, scan.countRows, scan.countFailed, scan.countLength, scan.total),
    ranked: Array.from(rows, (at) => store.productId(at)),
    keepable: depth === RANKED_DEPTH,
  };
}

type RowOrder = (a: number, b: number) => number;

/**
 * Two strings as PostgreSQL's "C" collation orders them: by code point (UTF-8 bytes). JavaScript's `<` compares
 * UTF-16 units, which puts characters past U+FFFF (surrogate pairs) before U+E000–U+FFFF.
 */
export function compareC(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** The order of a sort other than relevance, on store rows (query-builder.ts' `orderBy`). */
function comparator(store: FacetStore, plan: SearchPlan): RowOrder {
  const names = store.nameSorts(plan.locale);
  const id = (at: number) => store.productId(at);
  const byName: RowOrder = (a, b) => compareC(names[a]!, names[b]!) || id(a) - id(b);
  const byPrice = (prices: Int32Array | null, direction: 1 | -1): RowOrder => {
    if (!prices) return byName;
    return (a, b) => {
      const pa = prices[a]!;
      const pb = prices[b]!;
      if (pa !== pb) {
        if (pa === NO_PRICE) return 1;
        if (pb === NO_PRICE) return -1;
        return (pa - pb) * direction;
      }
      return byName(a, b);
    };
  };
  const role = plan.role;
  const sorts: Record<Exclude<SearchSort, 'relevance'>, RowOrder> = {
    name_asc: byName,
    name_desc: (a, b) => compareC(names[b]!, names[a]!) || id(b) - id(a),
    price_asc: byPrice(role && store.prices('net', role), 1),
    price_desc: byPrice(role && store.prices('net', role), -1),
    indicated_price_asc: byPrice(role && store.prices('indicated', role), 1),
    indicated_price_desc: byPrice(role && store.prices('indicated', role), -1),
  };
  return plan.sort === 'relevance' ? byName : sorts[plan.sort];
}

/** The first `k` rows in `order` (a bounded heap: one comparison for most rows of a large list), sorted. */
export function topRows(rows: Int32Array, k: number, order: RowOrder): Int32Array {
  if (rows.length <= k) return Int32Array.from(rows).sort(order);
  // A max-heap of the best k so far: its root is the worst of them.
  const heap = Int32Array.from(rows.subarray(0, k));
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < k && order(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < k && order(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      const t = heap[i]!;
      heap[i] = heap[worst]!;
      heap[worst] = t;
      i = worst;
    }
  };
  for (let i = (k >> 1) - 1; i >= 0; i--) down(i);
  for (let i = k; i < rows.length; i++) {
    const row = rows[i]!;
    if (order(row, heap[0]!) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.sort(order);
}
