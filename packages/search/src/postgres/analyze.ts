import type { Locale } from '@vetshop/contract';
import type { Database } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { tokenize } from '../text/normalize';
import type { AnalyzedTerm } from '../text/tsquery';
import { queryRows, textArray } from './sql';

/** At most this many words of a query are searched (a pasted paragraph is not a search). */
const MAX_TERMS = 8;
/** Shorter words are never corrected: too many words lie one typo away. */
const MIN_FUZZY_LENGTH = 3;
/** Alternatives OR-ed with an unknown word. */
const MAX_ALTERNATIVES = 4;

export interface AnalyzedQuery {
  terms: AnalyzedTerm[];
  /** Normalised words as typed. */
  words: string[];
}

/**
 * Splits the query into normalised words and finds, for each word absent from the catalogue's vocabulary,
 * the vocabulary words within one typo (Levenshtein distance ≤ 1, or two neighbouring letters swapped) — the
 * last word counts as known when a vocabulary word starts with it (it is being typed), and its typos are looked
 * for among word prefixes.
 * One query when every word is known; otherwise one more, in a transaction that lowers the trigram
 * thresholds for it (the trigram index is the prefilter, `levenshtein` the judge).
 *
 * `wordEndsPrefix`: a last word that is a whole word of the vocabulary is searched as that word (stemmed), not
 * as the start of longer ones — a submitted search for "chien" means dogs, not every word starting with
 * "chien" (four times the documents to rank on the large catalogue); an unfinished word ("amoxi") stays a
 * prefix. The autocomplete keeps completing.
 */
export async function analyzeQuery(
  db: Database,
  locale: Locale,
  q: string,
  lastIsPrefix = true,
  wordEndsPrefix = false,
): Promise<AnalyzedQuery> {
  const words = dedupe(tokenize(q)).slice(0, MAX_TERMS);
  const terms: AnalyzedTerm[] = words.map((text, i) => ({
    text,
    prefix: lastIsPrefix && i === words.length - 1,
    alternatives: [],
  }));
  if (terms.length === 0) return { terms, words };

  const last = terms[terms.length - 1]!;
  const prefixCheck = last.prefix
    ? sql`UNION ALL (SELECT ${last.text}::text, FALSE FROM search_vocabulary
                     WHERE locale = ${locale} AND word LIKE ${`${last.text}%`} LIMIT 1)`
    : sql``;
  const known = await queryRows<{ word: string; whole: boolean }>(
    db,
    sql`SELECT word, TRUE AS whole FROM search_vocabulary
        WHERE locale = ${locale} AND word = ANY(${textArray(words)}) ${prefixCheck}`,
  );
  const knownWords = new Set(known.map((r) => r.word));
  if (wordEndsPrefix && known.some((r) => r.whole && r.word === last.text)) last.prefix = false;
  const unknown = terms.filter(
    (t) => !knownWords.has(t.text) && t.text.length >= MIN_FUZZY_LENGTH && !/\d/.test(t.text),
  );
  if (unknown.length === 0) return { terms, words };

  const shortest = Math.min(...unknown.map((t) => t.text.length));
  const candidates = await db.transaction(async (tx) => {
    // Lowest trigram similarity of two words one edit apart (n = length): (n-2)/(n+4) for whole words,
    // (n-3)/(n+1) between a word and the start of a longer one; a little margin below both.
    await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${threshold((shortest - 2) / (shortest + 4))}, true),
                                set_config('pg_trgm.word_similarity_threshold', ${threshold((shortest - 3) / (shortest + 1))}, true)`);
    return queryRows<{ term: string; word: string }>(
      tx,
      sql`SELECT t.term, c.word
          FROM unnest(${textArray(unknown.map((u) => u.text))}, ${`{${unknown.map((u) => u.prefix).join(',')}}`}::boolean[],
                      ${textArray(unknown.map((u) => transpositions(u.text).join(',')))})
               AS t(term, is_prefix, swaps)
          CROSS JOIN LATERAL (
            SELECT v.word, v.frequency,
                   CASE WHEN levenshtein_less_equal(v.word, t.term, 1) <= 1
                          OR v.word = ANY(string_to_array(t.swaps, ',')) THEN 0 ELSE 1 END AS rank
            FROM search_vocabulary v
            WHERE v.locale = ${locale}
              AND (
                (v.word % t.term AND levenshtein_less_equal(v.word, t.term, 1) <= 1)
                -- Two letters swapped count as one typo, as in Elasticsearch's fuzziness (the spec's
                -- "fuzziness 1"); Levenshtein counts two. Looked up by the primary key.
                OR v.word = ANY(string_to_array(t.swaps, ','))
                OR (t.is_prefix AND length(v.word) > length(t.term) AND t.term <% v.word AND (
                  levenshtein_less_equal(left(v.word, length(t.term)), t.term, 1) <= 1
                  OR levenshtein_less_equal(left(v.word, length(t.term) + 1), t.term, 1) <= 1
                  OR levenshtein_less_equal(left(v.word, length(t.term) - 1), t.term, 1) <= 1)))
            ORDER BY rank, v.frequency DESC, v.word
            LIMIT ${MAX_ALTERNATIVES}
          ) c`,
    );
  });
  for (const { term, word } of candidates) {
    for (const t of unknown) if (t.text === term && word !== term) t.alternatives.push(word);
  }
  return { terms, words };
}

/** The word with two neighbouring letters swapped, each way (distinct, the word itself left out). */
export function transpositions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (swapped !== word) out.add(swapped);
  }
  return [...out];
}

function threshold(value: number): string {
  return Math.max(0.1, value - 0.02).toFixed(3);
}

function dedupe(words: string[]): string[] {
  return [...new Set(words)];
}
