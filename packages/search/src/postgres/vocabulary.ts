import type { Executor } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { chunks, intArray, textArray } from './sql';

/** Documents containing each word, per locale: key `${locale}\u0000${word}`. */
export type WordCounts = Map<string, number>;

const SEP = '\u0000';

/** Adds the words of documents (each counted once per document) to `counts`. */
export function countWords(
  counts: WordCounts,
  docs: readonly { locale: string; words: readonly string[] }[],
): void {
  for (const doc of docs) {
    for (const word of new Set(doc.words)) {
      const key = `${doc.locale}${SEP}${word}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
}

/**
 * Applies `new - old` to search_vocabulary: a full refresh starts from an empty table (old = nothing); a
 * partial one takes the replaced documents' words out and the new ones in, so the frequencies stay exact
 * without reading the whole index.
 */
export async function applyVocabularyDelta(
  db: Executor,
  oldWords: WordCounts,
  newWords: WordCounts,
): Promise<void> {
  const delta = new Map(newWords);
  for (const [key, count] of oldWords) delta.set(key, (delta.get(key) ?? 0) - count);
  // In key order: two refreshes updating common words lock their rows in the same order (no deadlock).
  const entries = [...delta.entries()]
    .filter(([, count]) => count !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) return;
  for (const part of chunks(entries, 5000)) {
    const locales: string[] = [];
    const words: string[] = [];
    const counts: number[] = [];
    for (const [key, count] of part) {
      const at = key.indexOf(SEP);
      locales.push(key.slice(0, at));
      words.push(key.slice(at + 1));
      counts.push(count);
    }
    await db.execute(sql`
      INSERT INTO search_vocabulary (locale, word, frequency)
      SELECT * FROM unnest(${textArray(locales)}, ${textArray(words)}, ${intArray(counts)})
      ON CONFLICT (locale, word) DO UPDATE SET frequency = search_vocabulary.frequency + excluded.frequency`);
  }
  if (oldWords.size > 0) await db.execute(sql`DELETE FROM search_vocabulary WHERE frequency <= 0`);
}
