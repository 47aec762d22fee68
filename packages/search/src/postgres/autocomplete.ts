import type { AutocompleteQuery, AutocompleteResult, CategoryRef, Locale } from '@vetshop/contract';
import { sql } from 'drizzle-orm';
import type { Caller } from '../engine';
import { tokenize } from '../text/normalize';
import type { AnalyzedTerm } from '../text/tsquery';
import { analyzeQuery } from './analyze';
import type { CategoryIndex } from './categories';
import type { EngineContext } from './context';
import { hitRowsJson, type AutocompleteRows, type HitProductRow } from './hit-rows';
import { hitsFromRows, miniHit } from './hits';
import { textMatch, visibilityCondition } from './query-builder';
import { queryRows } from './sql';

const MAX_SUGGESTIONS = 5;
const MAX_CATEGORIES = 5;

/**
 * Autocomplete: the query with its last word as a prefix (and its typos corrected), a few products, the
 * matching categories and word suggestions. One statement for products and suggestions, the hits' usual
 * lookups for the few products; categories come from memory. What the index answers for a prefix is kept
 * (RecentCache): a prefix typed again costs only the pricing of its few products.
 */
export async function autocomplete(
  env: EngineContext,
  query: Pick<AutocompleteQuery, 'q' | 'size'>,
  caller: Caller,
): Promise<AutocompleteResult> {
  // Validated by the route (1 to MAX_AUTOCOMPLETE_SIZE, default applied).
  const { size } = query;
  const { locale } = caller;
  // The analysis reads only the query's normalised words: "Amoxi", "amoxi " and "ämoxi" are one prefix.
  const key = JSON.stringify([locale, caller.role, size, tokenize(query.q)]);
  const kept = env.autocompleteCache.get(key);
  const [cached, categories] = await Promise.all([
    kept ?? autocompleteRows(env, query.q, size, caller),
    env.categories(),
  ]);
  // Kept from its first reading only: the age limit must count from there (another process's refresh).
  if (!kept) env.autocompleteCache.set(key, cached);
  const { terms, words } = cached;
  const last = terms[terms.length - 1];
  if (!last) return { suggestions: [], products: [], categories: [] };
  // Priced now, for this caller: the cache holds no price.
  const hits = await hitsFromRows(await env.hitContext(caller.role, locale), cached.hits);
  const completions = words?.length ? words : last.alternatives;
  const head = terms.slice(0, -1).map((t) => t.alternatives[0] ?? t.text);
  return {
    suggestions: completions.slice(0, MAX_SUGGESTIONS).map((word) => [...head, word].join(' ')),
    products: hits.map(miniHit),
    categories: matchCategories(categories, terms, locale),
  };
}

/** The query analysed, its products (unpriced rows) and word suggestions: two statements at most. */
async function autocompleteRows(
  env: EngineContext,
  q: string,
  size: number,
  caller: Caller,
): Promise<AutocompleteRows> {
  const { locale } = caller;
  const { terms } = await analyzeQuery(env.db, locale, q);
  const last = terms[terms.length - 1];
  const match = textMatch(locale, terms);
  if (!last || !match) return { terms: [], hits: [], words: null };

  // Cheap by construction: documents whose name starts with the first word (a range of the name index),
  // then the other matches by popularity (PostgreSQL walks the popularity index and stops after `size`
  // when the words are frequent, or ranks the few matches when they are rare). No full-text rank here.
  const first = terms[0]!;
  const namePrefix = `${first.alternatives.length > 0 && first !== last ? first.alternatives[0] : first.text}%`;
  const docs = sql`search_documents d WHERE d.locale = ${locale} AND ${visibilityCondition(caller.role)} AND ${match.where}`;
  const [row] = await queryRows<{ hits: HitProductRow[]; words: string[] | null }>(
    env.db,
    sql`WITH named AS (
          SELECT d.product_id, d.popularity FROM ${docs} AND d.name_sort COLLATE "C" LIKE ${namePrefix}
          ORDER BY d.popularity DESC NULLS LAST, d.product_id LIMIT ${size}),
        popular AS (
          SELECT d.product_id, d.popularity FROM ${docs}
          ORDER BY d.popularity DESC NULLS LAST, d.product_id LIMIT ${size}),
        found AS (
          SELECT product_id, min(tier) AS tier, max(popularity) AS popularity FROM (
            SELECT product_id, popularity, 1 AS tier FROM named
            UNION ALL SELECT product_id, popularity, 2 AS tier FROM popular) u
          GROUP BY product_id ORDER BY tier, popularity DESC, product_id LIMIT ${size})
        SELECT
          ${hitRowsJson(
            sql`(SELECT product_id, row_number() OVER (ORDER BY tier, popularity DESC, product_id) FROM found)`,
            locale,
            caller.role,
          )} AS hits,
          (SELECT array_agg(word ORDER BY frequency DESC, word) FROM (
             SELECT word, frequency FROM search_vocabulary
             WHERE locale = ${locale} AND word COLLATE "C" LIKE ${`${last.text}%`}
             ORDER BY frequency DESC, word LIMIT ${MAX_SUGGESTIONS}) w) AS words`,
  );
  return { terms, hits: row?.hits ?? [], words: row?.words ?? null };
}

/** Categories whose name has, for every query word, a word starting with it (or with one of its corrections). */
export function matchCategories(
  categories: CategoryIndex,
  terms: readonly AnalyzedTerm[],
  locale: Locale,
): CategoryRef[] {
  const found: CategoryRef[] = [];
  for (const row of categories.byId.values()) {
    if (categories.path(row.id).length === 0) continue;
    const words = tokenize(row.name[locale]);
    const matches = terms.every((term) =>
      [term.text, ...term.alternatives].some((t) => words.some((w) => w.startsWith(t))),
    );
    if (matches) found.push(categories.ref(row, locale));
  }
  return found
    .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name, locale))
    .slice(0, MAX_CATEGORIES);
}
