import { META_DESCRIPTION_MAX } from './constants';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function toPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      // Tags become spaces so that "<p>a</p><p>b</p>" does not glue into "ab".
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Meta description built from the title and descriptions (HTML allowed) when the product has
 * none: plain text, parts joined by " - ", at most META_DESCRIPTION_MAX characters, cut on a word
 * boundary when one exists so that search engines do not show half a word.
 */
export function metaDescription(
  title: string | null | undefined,
  ...descriptions: (string | null | undefined)[]
): string {
  const text = [title, ...descriptions]
    .map((part) => (part ? toPlainText(part) : ''))
    .filter((part) => part !== '')
    .join(' - ');
  if (text.length <= META_DESCRIPTION_MAX) return text;

  let cut = text.slice(0, META_DESCRIPTION_MAX);
  if (text[META_DESCRIPTION_MAX] !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace > 0) {
      cut = cut.slice(0, lastSpace);
    } else if (/[\uD800-\uDBFF]$/.test(cut)) {
      cut = cut.slice(0, -1); // never split a surrogate pair
    }
  }
  // A trailing separator left by the cut reads like a typo.
  return cut.replace(/[\s\-–,;:]+$/, '');
}
