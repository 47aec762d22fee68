/**
 * Text normalisation shared by the index (vocabulary, name_sort) and the query: lower case, accents and
 * ligatures removed, like PostgreSQL's `lower(vs_unaccent(…))`, so that a word typed by a buyer and a word of
 * the catalogue compare equal whatever their case and accents.
 */

const LIGATURES: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

const LIGATURE_RE = /[æœßøđðłþı]/g;
const COMBINING_MARKS_RE = /\p{M}+/gu;
const NON_WORD_RE = /[^\p{L}\p{N}]+/u;

export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS_RE, '')
    .replace(LIGATURE_RE, (ch) => LIGATURES[ch] ?? ch);
}

/** The words of a text, normalised, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(NON_WORD_RE)
    .filter((word) => word !== '');
}

/** Minimum length of a word kept in the vocabulary (typo corrections and suggestions). */
export const VOCABULARY_MIN_LENGTH = 3;

/** Distinct words of the given texts worth keeping in the vocabulary. */
export function vocabularyWords(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of tokenize(text)) {
      if (word.length >= VOCABULARY_MIN_LENGTH && word.length <= 40 && !/^\d+$/.test(word)) words.add(word);
    }
  }
  return [...words];
}

/** Plain text from catalogue HTML (descriptions), for indexing. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
