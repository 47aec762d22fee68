import type { Locale, SearchSort } from '@vetshop/contract';
import { SEARCH_FLAG_FILTERS, SEARCH_LIST_FILTERS, type Role } from '@vetshop/domain';
import { sql, type SQL } from 'drizzle-orm';
import { buildTsQuery, type AnalyzedTerm } from '../text/tsquery';
import { COUNTABLE, failedMask } from './facet-sql';
import { facetToken } from './facet-tokens';
import { FACET_FILTERS, type FacetFilter, type SearchFilters, type SearchPlan } from './search-plan';
import { hitRowsJson, type HitProductRow } from './hit-rows';
import { TS_CONFIG } from './refresh-documents';
import { intArray, textArray } from './sql';

/**
 * The SQL of a product search. With facets: one statement matches the documents once (`base`), then
 * counts every facet in one pass over them and builds the page's hits. Without facets (a later page or
 * another sort of the same search, facets cached): one statement that lets PostgreSQL walk an index in
 * the page's order when it can.
 */

export type { SearchFilters, SearchPlan } from './search-plan';

/** The net price column of each role; guests have none (price sorts fall back to relevance). */
export const NET_COLUMN: Readonly<Record<Role, string>> = {
  veterinary: 'net_veterinary',
  pharmacist: 'net_pharmacist',
  student: 'net_student',
  default: 'net_default',
};
/** The indicated price of the variant each role's net price comes from (the one the product's card shows). */
export const INDICATED_COLUMN: Readonly<Record<Role, string>> = {
  veterinary: 'indicated_veterinary',
  pharmacist: 'indicated_pharmacist',
  student: 'indicated_student',
  default: 'indicated_default',
};

/** ts_rank_cd weights {D, C, B, A}: description, categories/species, short name/principle/brand, name. */
const RANK_WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);
/** Rank normalisation 32 = rank / (rank + 1): a score in [0, 1) that the boosts below can dominate. */
const RANK_NORMALIZATION = 32;

/** Visibility: veterinary_only documents only for role veterinary (see README). */
export function visibilityCondition(role: Role | null, alias = 'd'): SQL {
  return role === 'veterinary' ? sql`TRUE` : sql.raw(`NOT ${alias}.veterinary_only`);
}

function tsquery(locale: Locale, text: string): SQL {
  return sql`to_tsquery(${sql.raw(`'${TS_CONFIG[locale]}'`)}::regconfig, ${text})`;
}

export interface TextMatch {
  /** The documents matching the words. */
  where: SQL;
  /** The relevance score of a matching document. */
  score: SQL;
}

/**
 * The spec's boosts (doc 2 §9) in their order of importance. Each outweighs the sum of those below it plus the
 * full-text rank (< 1), so their order holds whatever the rank: an exact code ("cross", ordered first by
 * `code_match`), the name starting with the first word, a word in the active principle (or short name, brand),
 * every word matched as typed (multi-match) rather than through a typo correction (fuzziness).
 */
export const RELEVANCE_BOOSTS = {
  code: 100,
  nameStart: 60,
  activePrinciple: 20,
  multiMatch: 10,
  fuzziness: 1,
} as const;

/** Which parts of a document matched the search, and its full-text rank in [0, 1). */
export interface RelevanceMatch {
  code: boolean;
  nameStart: boolean;
  activePrinciple: boolean;
  /** Every word matched as typed; false when only a typo correction matched. */
  asTyped: boolean;
  rank: number;
}

/** The relevance score of a document, as the search statement computes it (`textMatch` below, `code_match`). */
export function relevanceScore(m: RelevanceMatch): number {
  const b = RELEVANCE_BOOSTS;
  return (
    (m.code ? b.code : 0) +
    (m.nameStart ? b.nameStart : 0) +
    (m.activePrinciple ? b.activePrinciple : 0) +
    (m.asTyped ? b.multiMatch : b.fuzziness) +
    m.rank
  );
}

const boost = (name: keyof typeof RELEVANCE_BOOSTS): SQL => sql.raw(String(RELEVANCE_BOOSTS[name]));

/** The text condition and score (`relevanceScore` without the code) of the analysed words, or null without words. */
export function textMatch(locale: Locale, terms: readonly AnalyzedTerm[]): TextMatch | null {
  const full = buildTsQuery(terms);
  if (full === null) return null;
  const exact = buildTsQuery(terms, { alternatives: false }) ?? full;
  // B holds the short name, the active principle and the brand: any word found there earns the boost.
  const keyAttributes = buildTsQuery(terms, { weights: 'B', any: true }) ?? full;
  const first = terms[0]!;
  const prefixes = [first.text, ...first.alternatives].map((w) => `${w}%`);
  const rank = sql`ts_rank_cd(${RANK_WEIGHTS}, d.tsv, ${tsquery(locale, full)}, ${RANK_NORMALIZATION})`;
  // Without typo alternatives every match is exact; with them, exact matches get the multi-match boost
  // and matches through a correction only the fuzziness one.
  const textBoost =
    exact === full
      ? sql`${boost('multiMatch')} + ${rank}`
      : sql`CASE WHEN d.tsv @@ ${tsquery(locale, exact)} THEN ${boost('multiMatch')} ELSE ${boost('fuzziness')} END + ${rank}`;
  const score = sql`(CASE WHEN d.name_sort LIKE ANY(${textArray(prefixes)}) THEN ${boost('nameStart')} ELSE 0 END
    + CASE WHEN d.tsv @@ ${tsquery(locale, keyAttributes)} THEN ${boost('activePrinciple')} ELSE 0 END
    + ${textBoost})`;
  return { where: sql`d.tsv @@ ${tsquery(locale, full)}`, score };
}

/**
 * Conditions of the filters on a document `d` (TRUE when the filter is not used): the category, which applies to
 * every facet, and each facet filter. A yes/no filter reads the caller's role's token (a guest: the default
 * pricelist's).
 */
export function filterConditions(f: SearchFilters, role: Role | null) {
  const facets: Record<FacetFilter, SQL> = {
    brand: f.brand.length > 0 ? sql`d.brand_id = ANY(${intArray(f.brand)})` : sql`TRUE`,
    species: f.species.length > 0 ? sql`d.species && ${textArray(f.species)}` : sql`TRUE`,
    stock_state: f.stockState.length > 0 ? sql`d.stock_states && ${textArray(f.stockState)}` : sql`TRUE`,
    promotion: f.promotion === undefined ? sql`TRUE` : sql`d.has_promotion = ${f.promotion}`,
    special: f.special === undefined ? sql`TRUE` : sql`d.is_special = ${f.special}`,
    ...(Object.fromEntries(
      SEARCH_LIST_FILTERS.map((name) => {
        const values = f.lists[name];
        const tokens = values.map((value) => facetToken(name, value));
        return [name, values.length > 0 ? sql`d.facet_tokens && ${textArray(tokens)}` : sql`TRUE`];
      }),
    ) as Record<(typeof SEARCH_LIST_FILTERS)[number], SQL>),
    ...(Object.fromEntries(
      SEARCH_FLAG_FILTERS.map((name) => {
        const wanted = f.flags[name];
        const has = sql`d.facet_tokens @> ${textArray([facetToken(name, role ?? 'default')])}`;
        return [name, wanted === undefined ? sql`TRUE` : wanted ? has : sql`NOT (${has})`];
      }),
    ) as Record<(typeof SEARCH_FLAG_FILTERS)[number], SQL>),
  };
  return {
    category: f.category.length > 0 ? sql`d.category_ids && ${intArray(f.category)}` : sql`TRUE`,
    facets,
  };
}

function orderBy(sort: SearchSort, hasText: boolean, alias: string): SQL {
  const a = (column: string) => sql.raw(`${alias}${column}`);
  const byName = sql`${a('name_sort')} COLLATE "C" ASC, ${a('product_id')} ASC`;
  switch (sort) {
    case 'name_asc':
      return byName;
    case 'name_desc':
      return sql`${a('name_sort')} COLLATE "C" DESC, ${a('product_id')} DESC`;
    case 'price_asc':
      return sql`net ASC NULLS LAST, ${byName}`;
    case 'price_desc':
      return sql`net DESC NULLS LAST, ${byName}`;
    case 'indicated_price_asc':
      return sql`indicated ASC NULLS LAST, ${byName}`;
    case 'indicated_price_desc':
      return sql`indicated DESC NULLS LAST, ${byName}`;
    case 'relevance':
      return hasText
        ? sql`code_match DESC, score DESC, ${a('popularity')} DESC NULLS LAST, ${a('product_id')} ASC`
        : sql`${a('popularity')} DESC NULLS LAST, ${a('product_id')} ASC`;
  }
}

/** Variants whose SKU, CNK or EAN-13 is exactly one of the codes (indexed lookups). */
function exactCte(codes: readonly string[]): SQL {
  if (codes.length === 0)
    return sql`exact AS (SELECT NULL::int AS variant_id, NULL::int AS product_id WHERE FALSE)`;
  const list = textArray(codes);
  return sql`exact AS MATERIALIZED (
    SELECT v.id AS variant_id, v.product_id FROM variants v
    WHERE v.active AND (v.sku = ANY(${list}) OR v.cnk_code = ANY(${list}) OR v.barcode = ANY(${list})))`;
}

const EXACT_MATCH_JSON = sql`(SELECT json_build_object('url_key', p.url_key->>d.locale, 'variant_id', e.variant_id)
  FROM exact e JOIN matched d ON d.product_id = e.product_id JOIN products p ON p.id = e.product_id
  ORDER BY e.variant_id LIMIT 1)`;

export interface SearchRow {
  hits: HitProductRow[];
  /** The first RANKED_DEPTH product ids in the search's order, when the page lies among them. */
  ranked: number[] | null;
  exact_match: { url_key: string; variant_id: number } | null;
  /**
   * Present when the statement counted: the total, and the matched documents failing at most one facet filter
   * with the mask of the filter they fail (facet-sql.ts), whose facets facet-store.ts counts.
   */
  total?: number;
  ids?: number[];
  failed?: number[];
}

/**
 * The matching documents (`matched`: text or exact code, visibility, category filter) as CTEs. The category
 * filter can apply to every facet: the category facet lists sub-categories of the selected ones, whose
 * documents all pass it. `forFacets`: materialized once, the other filters as the `failed` mask for the
 * disjunctive counts; otherwise every filter in the WHERE clause and nothing materialized, so that
 * PostgreSQL can stream the rows into the page's sort (or walk an index in the page's order).
 */
function matchedCtes(
  plan: SearchPlan,
  match: TextMatch | null,
  withScore: boolean,
  forFacets: boolean,
  scope: SQL,
): SQL {
  const f = filterConditions(plan.filters, plan.role);
  const hasCodes = plan.codes.length > 0;
  const codeMatch = hasCodes ? sql`d.product_id IN (SELECT product_id FROM exact)` : sql`FALSE`;
  const byCode = sql`d.product_id = ANY(ARRAY(SELECT product_id FROM exact))`;
  const textOrCode = match
    ? hasCodes
      ? sql`(${match.where} OR ${byCode})`
      : match.where
    : hasCodes
      ? byCode
      : sql`TRUE`;
  const net = plan.role ? sql.raw(`d.${NET_COLUMN[plan.role]}`) : sql`NULL::int`;
  const indicated = plan.role ? sql.raw(`d.${INDICATED_COLUMN[plan.role]}`) : sql`NULL::int`;
  const mask = failedMask(f.facets);
  // Counting facets, every match is materialized, but only those passing every filter are ranked (the score's
  // ts_rank_cd is most of a generic word's cost).
  const score =
    withScore && match
      ? forFacets
        ? sql`CASE WHEN ${mask} = 0 THEN ${match.score} ELSE 0 END`
        : match.score
      : sql`0`;
  const columns = sql`d.product_id, d.locale, d.name_sort, d.popularity, ${net} AS net, ${indicated} AS indicated,
    ${codeMatch} AS code_match, ${score} AS score`;
  const where = sql`d.locale = ${plan.locale} AND ${visibilityCondition(plan.role)} AND ${textOrCode} AND ${f.category}
    AND ${scope}`;
  const used = FACET_FILTERS.map((name) => f.facets[name]);
  if (!forFacets) {
    return sql`${exactCte(plan.codes)},
      matched AS NOT MATERIALIZED (
        SELECT ${columns} FROM search_documents d
        WHERE ${where} AND ${sql.join(used, sql` AND `)})`;
  }
  return sql`${exactCte(plan.codes)},
    matched AS MATERIALIZED (
      SELECT ${columns}, ${mask} AS failed
      FROM search_documents d WHERE ${where})`;
}

/**
 * The first ranks of a search's order, returned with its page (`ranked`) when the page lies among them: kept
 * per search (EngineContext.rankCache), they give the next pages and the same search again by id, without
 * ranking every match again (a generic word matches thousands of documents).
 */
export const RANKED_DEPTH = 240;

interface PageParts {
  /** CTEs to add after `matched` (none when the page lies past the ranks kept). */
  ctes: SQL;
  hits: SQL;
  ranked: SQL;
}

function pageHits(plan: SearchPlan, from: SQL, order: SQL): PageParts {
  const offset = (plan.page - 1) * plan.pageSize;
  if (offset + plan.pageSize > RANKED_DEPTH) {
    const hits = hitRowsJson(
      sql`(SELECT product_id, row_number() OVER (ORDER BY ${order}) FROM (
             SELECT * FROM ${from} ORDER BY ${order} LIMIT ${plan.pageSize} OFFSET ${offset}) page)`,
      plan.locale,
      plan.role,
    );
    return { ctes: sql``, hits, ranked: sql`NULL::int[]` };
  }
  return {
    ctes: sql`, ranked AS MATERIALIZED (
      SELECT product_id, row_number() OVER (ORDER BY ${order}) AS ord FROM (
        SELECT * FROM ${from} ORDER BY ${order} LIMIT ${RANKED_DEPTH}) top)`,
    hits: hitRowsJson(
      sql`(SELECT product_id, ord FROM ranked WHERE ord > ${offset} AND ord <= ${offset + plan.pageSize})`,
      plan.locale,
      plan.role,
    ),
    ranked: sql`(SELECT coalesce(array_agg(product_id ORDER BY ord), '{}') FROM ranked)`,
  };
}

/**
 * The full statement: hits, exact match, total and every facet count. `scope`: a search page's condition
 * (page-scope.ts), applied to every facet as the category is.
 */
export function searchStatement(plan: SearchPlan, scope: SQL = sql`TRUE`): SQL {
  const match = textMatch(plan.locale, plan.terms);
  const relevance = plan.sort === 'relevance' && match !== null;
  const page = pageHits(plan, sql`matched WHERE failed = 0`, orderBy(plan.sort, match !== null, ''));
  return sql`
    WITH ${matchedCtes(plan, match, relevance, true, scope)}${page.ctes}
    SELECT
      ${page.hits} AS hits, ${page.ranked} AS ranked,
      ${EXACT_MATCH_JSON} AS exact_match,
      c.total, c.ids, c.failed
    -- Both arrays are aggregated by the same node over the same rows, so in the same order.
    FROM (SELECT count(*) FILTER (WHERE failed = 0)::int AS total,
                 coalesce(array_agg(product_id) FILTER (WHERE ${COUNTABLE}), '{}') AS ids,
                 coalesce(array_agg(failed) FILTER (WHERE ${COUNTABLE}), '{}') AS failed
          FROM matched) c`;
}

/**
 * The page only (total and facets known): without text PostgreSQL can walk the popularity or name index
 * and stop after the page (or the ranks kept); with text the matches stream into a top-N sort.
 */
export function hitsOnlyStatement(plan: SearchPlan, scope: SQL = sql`TRUE`): SQL {
  const match = textMatch(plan.locale, plan.terms);
  const page = pageHits(plan, sql`matched`, orderBy(plan.sort, match !== null, ''));
  return sql`
    WITH ${matchedCtes(plan, match, plan.sort === 'relevance' && match !== null, false, scope)}${page.ctes}
    SELECT ${page.hits} AS hits, ${page.ranked} AS ranked,
           ${plan.codes.length > 0 ? EXACT_MATCH_JSON : sql`NULL::json`} AS exact_match`;
}
