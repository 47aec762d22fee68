/**
 * Text PostgreSQL cannot keep as it was sent (issue 8 §5, issue 17 §5). A NUL character fails in text and jsonb
 * columns. A lone UTF-16 surrogate (`"\udc00"` in JSON, half of a character outside the BMP) is no character
 * at all: a text column silently keeps U+FFFD instead, so a uniqueness check in the code and the database's
 * unique index disagree (a 500 the second time, or two rows "with the same" name), and jsonb refuses it.
 * Such input is refused where it enters, never stored altered.
 */
export type UnstorableText = 'nul' | 'lone_surrogate';

// Without the `u` flag a regular expression reads UTF-16 code units: a high surrogate not followed by a low
// one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What makes this string unstorable, or null. */
export function unstorableText(text: string): UnstorableText | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  return null;
}

/** Where a JSON value holds unstorable text: `base.a.0.b` for a string, the object's path for a key. */
export interface UnstorableTextAt {
  path: string;
  problem: UnstorableText;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * The strings and object keys of a JSON value that hold unstorable text, at most `limit` of them (paths from
 * `base`; an empty base names the top level's keys alone, `a.0.b`); the walk
 * stops below `maxDepth` levels (a JSON body is bounded by its size limit, this bounds the work).
 */
export function unstorableTextPaths(
  value: unknown,
  base: string,
  opts: { limit?: number; maxDepth?: number } = {},
): UnstorableTextAt[] {
  const { limit = 10, maxDepth = 64 } = opts;
  const found: UnstorableTextAt[] = [];
  const visit = (v: unknown, path: string, depth: number): void => {
    if (found.length >= limit || depth > maxDepth) return;
    if (typeof v === 'string') {
      const problem = unstorableText(v);
      if (problem) found.push({ path, problem });
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, join(path, String(i)), depth + 1));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const problem = unstorableText(key);
        if (problem) found.push({ path, problem });
        else visit(item, join(path, key), depth + 1);
      }
    }
  };
  visit(value, base, 0);
  return found;
}

/** Whether a JSON value holds unstorable text in any string or key. */
export const holdsUnstorableText = (value: unknown, maxDepth?: number): boolean =>
  unstorableTextPaths(value, '', { limit: 1, maxDepth }).length > 0;
