import { normalizeText, stripHtml } from '../text/normalize';

/**
 * The vector of a product for "similar products" (issue 20 §6, decision 032): a sparse vector of terms, its
 * characteristics (`characteristicsVector` of spec doc 1 §3: categories, species, active principles, attributes,
 * brand, supplier) and the words of its description (`descriptionVector`), weighted TF-IDF and normalised, so that
 * two products' similarity is the cosine of their vectors (a dot product of sorted sparse vectors).
 */

/**
 * What the vector is made of: a product's English search document (a vector is the same for every locale) — its
 * facet tokens (`active_principle:amoxicillin`, `indication:…`, see facet-tokens.ts), species, brand, categories
 * and description texts.
 */
export interface SimilaritySource {
  species: readonly string[];
  /** The document's facet tokens; only the characteristics of `TERM_PRIORS` count. */
  facetTokens: readonly string[];
  brandId: number | null;
  /** The product's categories and their ancestors. */
  categories: readonly { id: number; level: number }[];
  /** Description texts (HTML allowed). */
  texts: readonly (string | null | undefined)[];
}

/**
 * The prior weight of each kind of term (before IDF): what two products must share to be "similar" for a buyer
 * looking for an alternative. The same active principle is the strongest sign, then the indication, the food
 * range and the species; a brand alone says little (a brand makes dog food and flea collars). Facet tokens of
 * other kinds (discounts, groups, loyalty rules, order mode, variant sizes) are about buying, not about the product.
 */
export const TERM_PRIORS = {
  active_principle: 3,
  indication: 2,
  food_range: 2,
  species: 1.5,
  presentation: 1.5,
  administration_route: 1,
  animal_size: 0.75,
  age: 0.75,
  brand: 0.75,
  supplier: 0.25,
  word: 0.35,
} as const;

/** A category's prior grows with its depth: sharing "Medicines" says less than sharing "Antiparasitics". */
const CATEGORY_PRIORS = [0.5, 1.25, 2] as const;

/** Description words shorter than this are mostly grammar ("the", "for", "van", "des"). */
const MIN_WORD_LENGTH = 4;
/** At most this many words (the most frequent) per product. */
const MAX_WORDS = 60;

function isPriorKind(kind: string): kind is keyof typeof TERM_PRIORS {
  return Object.hasOwn(TERM_PRIORS, kind);
}

/**
 * The product's raw terms, each with its prior weight (words: the prior times 1 + ln(term frequency)). Terms are
 * `kind:value` (`active_principle:amoxicillin`, `species:dog`, `category:12`, `word:tablet`); their document
 * frequency turns them into the weighted vector (`weighVector`).
 */
export function rawTerms(source: SimilaritySource): Map<string, number> {
  const terms = new Map<string, number>();
  for (const token of source.facetTokens) {
    const kind = token.slice(0, token.indexOf(':'));
    if (isPriorKind(kind) && kind !== 'word') terms.set(token, TERM_PRIORS[kind]);
  }
  for (const code of source.species) terms.set(`species:${code}`, TERM_PRIORS.species);
  if (source.brandId !== null) terms.set(`brand:${source.brandId}`, TERM_PRIORS.brand);
  for (const c of source.categories)
    terms.set(`category:${c.id}`, CATEGORY_PRIORS[Math.min(c.level, CATEGORY_PRIORS.length - 1)]!);

  const counts = new Map<string, number>();
  for (const text of source.texts) {
    for (const word of normalizeText(stripHtml(text)).split(/[^a-z0-9]+/)) {
      if (word.length < MIN_WORD_LENGTH || /^\d+$/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  // The most frequent words (then alphabetical: the same vector every time) bound a long description's weight.
  const words = [...counts].sort(([a, x], [b, y]) => y - x || compareTerms(a, b)).slice(0, MAX_WORDS);
  for (const [word, count] of words) terms.set(`word:${word}`, TERM_PRIORS.word * (1 + Math.log(count)));
  return terms;
}

/** A sparse vector: terms sorted (code unit order), weights aligned, unit length. */
export interface SparseVector {
  terms: string[];
  weights: number[];
}

/** Inverse document frequency: a term every product has weighs ~0.7, one in 1 product of 1,000 ~6.9. */
export function idf(df: number, total: number): number {
  return Math.log(1 + total / Math.max(1, df));
}

/** The raw terms weighted by their IDF among `total` products (`df` of each term), normalised to unit length. */
export function weighVector(
  raw: ReadonlyMap<string, number>,
  df: (term: string) => number,
  total: number,
): SparseVector {
  const terms = [...raw.keys()].sort(compareTerms);
  const weights = terms.map((t) => raw.get(t)! * idf(df(t), total));
  const norm = Math.sqrt(weights.reduce((sum, w) => sum + w * w, 0));
  return { terms, weights: norm > 0 ? weights.map((w) => w / norm) : weights };
}

export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The cosine of two unit vectors: the dot product over their common terms (one merge of the sorted terms). */
export function cosine(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let dot = 0;
  while (i < a.terms.length && j < b.terms.length) {
    const ta = a.terms[i]!;
    const tb = b.terms[j]!;
    if (ta === tb) dot += a.weights[i++]! * b.weights[j++]!;
    else if (ta < tb) i++;
    else j++;
  }
  return dot;
}

/** A stable digest of raw terms: a product whose terms did not change keeps its vector and neighbours. */
export function signatureOf(raw: ReadonlyMap<string, number>): string {
  return [...raw]
    .sort(([a], [b]) => compareTerms(a, b))
    .map(([t, w]) => `${t}=${w.toFixed(4)}`)
    .join('|');
}
