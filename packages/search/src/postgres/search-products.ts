import type { ProductSearchQuery, ProductSearchResult, SearchSort } from '@vetshop/contract';
import { looksLikeProductCode, PRICE_SORTS, SEARCH_FLAG_FILTERS, SEARCH_LIST_FILTERS } from '@vetshop/domain';
import type { Caller } from '../engine';
import { didYouMean, suggestionCandidates } from '../text/suggest';
import { analyzeQuery } from './analyze';
import type { EngineContext } from './context';
import { buildFacets, facetCategoryIds } from './facets';
import { hitsFromRows } from './hits';
import { loadHitRows, type HitProductRow } from './hit-rows';
import {
  hitsOnlyStatement,
  RANKED_DEPTH,
  searchStatement,
  type SearchFilters,
  type SearchPlan,
  type SearchRow,
} from './query-builder';
import { scopeCondition, scopeKey, scopeRule } from './page-scope';
import { searchInMemory } from './memory-search';
import { frequentNeighbours } from './suggest';
import { normalizeCode } from './refresh-documents';
import { queryRows } from './sql';

/**
 * The codes a query may be exactly: itself as typed and upper-cased (a SKU), and without spaces and hyphens
 * when that is an EAN-13 or a CNK ("5 412345 678908", "123-4567").
 */
export function codeCandidates(q: string): string[] {
  const trimmed = q.trim();
  // Every SKU, CNK and EAN-13 has digits: a query without any is words only.
  if (trimmed === '' || trimmed.length > 40 || !/\d/.test(trimmed)) return [];
  const codes = new Set<string>();
  if (!/\s/.test(trimmed)) {
    codes.add(normalizeCode(trimmed));
    codes.add(trimmed);
  }
  if (looksLikeProductCode(trimmed)) codes.add(trimmed.replace(/[\s-]/g, ''));
  return [...codes];
}

// Widened so that `includes` takes any sort.
const priceSorts: readonly SearchSort[] = PRICE_SORTS;

/** Guests have no price: a price sort falls back to relevance, and the result says so. */
export function appliedSort(sort: SearchSort, hasRole: boolean): SearchSort {
  return !hasRole && priceSorts.includes(sort) ? 'relevance' : sort;
}

export async function searchProducts(
  env: EngineContext,
  query: ProductSearchQuery,
  caller: Caller,
): Promise<ProductSearchResult> {
  const { locale } = query;
  const q = query.q ?? '';
  const [categories, analyzed] = await Promise.all([
    env.categories(),
    q === '' ? Promise.resolve({ terms: [], words: [] }) : analyzeQuery(env.db, locale, q, true, true),
  ]);
  const filters: SearchFilters = {
    brand: query.brand,
    species: query.species,
    category: query.category,
    stockState: query.stock_state,
    promotion: query.promotion,
    special: query.special,
    lists: Object.fromEntries(
      SEARCH_LIST_FILTERS.map((name) => [name, [...new Set(query[name].map(String))]]),
    ) as SearchFilters['lists'],
    flags: Object.fromEntries(
      SEARCH_FLAG_FILTERS.map((name) => [name, query[name]]),
    ) as SearchFilters['flags'],
  };
  const facetCategories = facetCategoryIds(filters.category, categories);
  const codes = codeCandidates(q);
  const plan: SearchPlan = {
    locale,
    role: caller.role,
    terms: analyzed.terms,
    codes,
    filters,
    sort: appliedSort(query.sort, caller.role !== null),
    page: query.page,
    pageSize: query.page_size,
    facetCategoryIds: facetCategories,
  };
  const cacheKey = JSON.stringify([
    locale,
    // The role: visibility (veterinary_only) and the yes/no discount filters are the caller's role's.
    caller.role,
    analyzed.terms,
    codes,
    filters,
    facetCategories,
    // A search page's scope: what it selects depends on the caller (their role, their veterinary groups).
    scopeKey(query.scope, caller),
  ]);
  const cached = env.facetCache.get(cacheKey);
  // The first ranks of this search in this order, if kept: its first pages are read by id, unranked again.
  // Not for exact codes, whose answer also names the variant found (read by the statement).
  const rankKey = `${cacheKey}\u0000${plan.sort}`;
  const ranked = cached && codes.length === 0 ? env.rankCache.get(rankKey) : undefined;
  const offset = (plan.page - 1) * plan.pageSize;
  let counts = cached;
  let hitRows: HitProductRow[];
  let exactMatch: SearchRow['exact_match'] = null;
  if (ranked && (offset + plan.pageSize <= ranked.length || ranked.length < RANKED_DEPTH)) {
    env.reloadIfDue();
    hitRows = await loadHitRows(env.db, ranked.slice(offset, offset + plan.pageSize), locale, caller.role);
  } else if (codes.length === 0) {
    // Words or none: filtered, counted and ordered in memory (decision 035), the page's products read by id.
    const [store, matches] = await Promise.all([
      env.facetStore(),
      plan.terms.length > 0 ? env.textMatches(locale, plan.terms) : null,
    ]);
    const answer = matches
      ? searchInMemory(store, plan, scopeRule(query.scope, caller), matches.ids, 'ids', cached)
      : searchInMemory(store, plan, scopeRule(query.scope, caller), store.rowsByPopularity(), 'rows', cached);
    if (!cached) env.facetCache.set(cacheKey, answer.counts);
    if (answer.keepable) env.rankCache.set(rankKey, answer.ranked);
    counts = answer.counts;
    hitRows = await loadHitRows(
      env.db,
      answer.ranked.slice(offset, offset + plan.pageSize),
      locale,
      caller.role,
    );
  } else {
    // An exact code: the statement also names the variant found.
    // Read (or brought up to date) while the statement runs.
    const facetStore = cached ? null : env.facetStore();
    // Handled here too: if the statement fails first, nobody awaits it (an unhandled rejection ends the process).
    facetStore?.catch(() => undefined);
    const scope = scopeCondition(query.scope, caller);
    const [row] = await queryRows<SearchRow>(
      env.db,
      cached ? hitsOnlyStatement(plan, scope) : searchStatement(plan, scope),
    );
    if (!row) throw new Error('search statement returned no row');
    if (!counts) {
      const store = await (facetStore ?? env.facetStore());
      counts = store.count(plan, { ids: row.ids ?? [], failed: row.failed ?? [] }, row.total ?? 0);
      env.facetCache.set(cacheKey, counts);
    }
    if (row.ranked && codes.length === 0) env.rankCache.set(rankKey, row.ranked);
    hitRows = row.hits;
    exactMatch = row.exact_match;
  }
  if (!counts) throw new Error('search counts missing');

  // A search that found little may have a rare word one typo from a frequent one (codes are not words).
  const candidates = codes.length === 0 ? suggestionCandidates(analyzed.terms, counts.total) : [];
  const [hits, neighbours] = await Promise.all([
    hitsFromRows(await env.hitContext(caller.role, locale), hitRows),
    frequentNeighbours(env.db, locale, candidates),
  ]);
  return {
    total: counts.total,
    page: query.page,
    page_size: query.page_size,
    sort: plan.sort,
    hits,
    facets: buildFacets(counts, filters, categories, locale, caller.role),
    corrected_query: didYouMean(analyzed.terms, counts.total, neighbours),
    exact_match: exactMatch,
  };
}
