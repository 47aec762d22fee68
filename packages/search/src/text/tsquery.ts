/**
 * Builds the text of a PostgreSQL `to_tsquery` from analysed terms. The terms are normalised words (letters
 * and digits only, see `tokenize`), so they never contain tsquery operators; the locale's configuration
 * (vs_fr, vs_nl, vs_en) stems them and drops stop words when PostgreSQL parses the query.
 */

export interface AnalyzedTerm {
  /** The word as typed, normalised. */
  text: string;
  /** Matched as a prefix (the last word, while it is being typed). */
  prefix: boolean;
  /** Vocabulary words within one typo, OR-ed with the term (typo tolerance); best first. */
  alternatives: string[];
}

/** A one-letter prefix would match half the catalogue: it is matched as a whole word instead. */
export const MIN_PREFIX_LENGTH = 2;

export type WeightFilter = '' | 'A' | 'B' | 'AB';

function operand(word: string, prefix: boolean, weights: WeightFilter): string {
  const star = prefix && word.length >= MIN_PREFIX_LENGTH ? '*' : '';
  return star || weights ? `${word}:${star}${weights}` : word;
}

/**
 * `t1 & (t2 | alt) & t3:*` — every term must match (AND; OR with `any`); a term's typo alternatives are
 * OR-ed with it; `weights` restricts the match to those weights (e.g. 'B': short name, active principle,
 * brand). Returns null when there is nothing to search.
 */
export function buildTsQuery(
  terms: readonly AnalyzedTerm[],
  options: { alternatives?: boolean; weights?: WeightFilter; any?: boolean } = {},
): string | null {
  const weights = options.weights ?? '';
  const parts = terms.map((term) => {
    const ops = [operand(term.text, term.prefix, weights)];
    if (options.alternatives !== false) {
      for (const alt of term.alternatives) if (alt !== term.text) ops.push(operand(alt, false, weights));
    }
    return ops.length === 1 ? ops[0] : `(${ops.join(' | ')})`;
  });
  return parts.length === 0 ? null : parts.join(options.any ? ' | ' : ' & ');
}

/** The query as the buyer probably meant it: each corrected term replaced by its best alternative. */
export function correctedText(terms: readonly AnalyzedTerm[]): string | null {
  if (!terms.some((t) => t.alternatives.length > 0)) return null;
  return terms.map((t) => t.alternatives[0] ?? t.text).join(' ');
}
