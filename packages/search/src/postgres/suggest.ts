import type { Locale } from '@vetshop/contract';
import type { Database } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { MORE_FREQUENT } from '../text/suggest';
import { queryRows, textArray } from './sql';

/**
 * For each word, the vocabulary word one typo away (Levenshtein distance 1) that is at least MORE_FREQUENT
 * times as frequent as the word itself, the most frequent first. Asked only for a search that found little
 * (see `suggestionCandidates`), so the search's usual cost is unchanged. Trigram index as the prefilter, with
 * the threshold lowered for these word lengths, as in `analyzeQuery`.
 */
export async function frequentNeighbours(
  db: Database,
  locale: Locale,
  words: readonly string[],
): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const shortest = Math.min(...words.map((w) => w.length));
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.similarity_threshold', ${Math.max(0.1, (shortest - 2) / (shortest + 4) - 0.02).toFixed(3)}, true)`,
    );
    return queryRows<{ term: string; word: string }>(
      tx,
      sql`SELECT own.word AS term, c.word
          FROM search_vocabulary own
          CROSS JOIN LATERAL (
            SELECT v.word FROM search_vocabulary v
            WHERE v.locale = own.locale AND v.word % own.word AND v.word <> own.word
              AND v.frequency >= own.frequency * ${MORE_FREQUENT}
              AND levenshtein_less_equal(v.word, own.word, 1) <= 1
            ORDER BY v.frequency DESC, v.word
            LIMIT 1
          ) c
          WHERE own.locale = ${locale} AND own.word = ANY(${textArray([...words])})`,
    );
  });
  return new Map(rows.map((r) => [r.term, r.word]));
}
