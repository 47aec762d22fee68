import { correctedText, type AnalyzedTerm } from './tsquery';

/** A search with fewer products than this "finds little": a rare word may be a typo of a frequent one. */
export const FEW_HITS = 3;
/** A rare word is offered a neighbour one typo away only when that neighbour is this many times as frequent. */
export const MORE_FREQUENT = 10;

/**
 * Did-you-mean (issue 20 §4, spec doc 2 §9: one error at most). A word the vocabulary does not know was
 * corrected: the query with the correction (what was searched), if that finds something. Otherwise, when the search finds little, the
 * query with each word that has a far more frequent vocabulary word one typo away (`neighbours`, word →
 * neighbour, looked up only then) replaced: a word the catalogue knows from one product's text may still be a
 * typo ("amoxicillne" in one description) of the word the buyer meant.
 */
export function didYouMean(
  terms: readonly AnalyzedTerm[],
  total: number,
  neighbours: ReadonlyMap<string, string> = new Map(),
): string | null {
  const corrected = correctedText(terms);
  // The hits are the correction's: when there are none, the corrected query would find none either.
  if (corrected !== null) return total > 0 ? corrected : null;
  if (total >= FEW_HITS) return null;
  if (!terms.some((t) => neighbours.has(t.text))) return null;
  return terms.map((t) => neighbours.get(t.text) ?? t.text).join(' ');
}

/** The words worth a neighbour look-up when a search finds little: known words long enough, without digits. */
export function suggestionCandidates(terms: readonly AnalyzedTerm[], total: number): string[] {
  if (total >= FEW_HITS || terms.some((t) => t.alternatives.length > 0)) return [];
  // A last word still matched as a prefix is being typed: what it will be is not known yet.
  return terms.filter((t) => !t.prefix && t.text.length >= 4 && !/\d/.test(t.text)).map((t) => t.text);
}
