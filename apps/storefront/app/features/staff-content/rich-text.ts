/**
 * The rich-text editor's plumbing that needs no browser: what the editable area's HTML becomes in the form's
 * textarea (the one value posted, and the whole editor without JavaScript), the toolbar's keyboard moves, and
 * the links and images the toolbar writes. The back office sanitises whatever arrives (html-policy.ts): these
 * only keep the HTML tidy and the staff member's own page safe while editing.
 */

/** What the browser's editing commands write, renamed to the tags the shop's pages use. */
const RENAMED: Readonly<Record<string, string>> = { b: 'strong', i: 'em', div: 'p' };

/** An editable area with nothing typed in it still holds an empty paragraph or a line break. */
const EMPTY = /^(?:\s|&nbsp;|<br\s*\/?>|<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/i;

/**
 * The editable area's HTML as the textarea keeps it: <b>/<i>/<div> written by the editing commands become
 * <strong>/<em>/<p>, trailing empty paragraphs and line breaks are dropped, and an area with nothing typed is ''.
 */
export function htmlFromEditor(html: string): string {
  if (EMPTY.test(html)) return '';
  const renamed = html.replace(
    /<(\/?)(b|i|div)(?=[\s>])([^>]*)>/gi,
    (_whole, slash: string, tag: string, rest: string) => `<${slash}${RENAMED[tag.toLowerCase()]}${rest}>`,
  );
  return renamed.replace(/(?:<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>|<br\s*\/?>|\s)+$/i, '').trim();
}

/** The textarea's HTML as the editable area starts with: an empty paragraph to type in when there is none. */
export function editorFromHtml(html: string): string {
  return html.trim() === '' ? '<p><br></p>' : html;
}

export type ToolbarKey = 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End';

/**
 * The toolbar's one tabbable button after a key (WAI-ARIA toolbar pattern: arrows move and wrap, Home/End go to
 * the ends); null for any other key.
 */
export function nextToolbarIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A link's address as typed in the link dialog, or null when it is not one the shop's pages may hold: a web
 * address (http, https — "www.example.be" gets https://), a mail address (mailto:) or a path of the shop ("/fr/…").
 * Never javascript:, data: or another scheme.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || /[\s<>"\\]/.test(text)) return null;
  if (text.startsWith('/')) return text.startsWith('//') ? null : text;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(text)) return text;
  if (/^[^@\s/:]+@[^@\s/]+\.[a-z]{2,}$/i.test(text)) return `mailto:${text}`;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The <img> the toolbar inserts for an uploaded image: its address and its text alternative, escaped. */
export function imageHtml(src: string, alt: string): string {
  return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt.trim())}">`;
}
