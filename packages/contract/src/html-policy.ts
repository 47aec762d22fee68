/**
 * The ONE allow-list for HTML written by staff (issue 11 §2: pages, news, snippets, info banners), as plain data
 * in the shape of sanitize-html's options so that the back office (sanitising on save) and the storefront
 * (sanitising again on render) apply the same rules. Plain data on purpose: this package reaches the browser
 * bundle, sanitize-html must not (it is imported server-side only, next to the call).
 *
 * Usage (server only):
 *   sanitizeHtml(html, { ...CMS_HTML_POLICY, transformTags: { a: (tagName, attribs) =>
 *     ({ tagName, attribs: safeLinkAttributes(attribs) }) } })
 *
 * Anything not listed is dropped: script, style, iframe, object, form…, every on* attribute, style attributes,
 * and URLs in any scheme other than https, http, mailto, tel (javascript:, data:, vbscript: go) — relative URLs
 * (/fr/page/x, #top, ../a.pdf) are kept.
 */

/** Tags kept; the text inside a dropped tag is kept too, except for these, whose content is dropped whole. */
export const CMS_ALLOWED_TAGS: readonly string[] = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'hr',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
];

/** Tags dropped with everything inside them (sanitize-html's `nonTextTags`). */
export const CMS_NON_TEXT_TAGS: readonly string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
];

export const CMS_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** The few classes the shop's CSS styles in content (layout helpers, callouts); any other class is dropped. */
export const CMS_ALLOWED_CLASSES: Readonly<Record<string, readonly string[]>> = {
  span: ['cms-highlight', 'cms-small'],
  div: ['cms-callout', 'cms-columns', 'cms-column', 'cms-center'],
  p: ['cms-lead', 'cms-center'],
  img: ['cms-left', 'cms-right', 'cms-full'],
};

export const CMS_ALLOWED_SCHEMES: readonly string[] = ['https', 'http', 'mailto', 'tel'];

/** Values a link's target may take (anything else is dropped). */
export const CMS_ALLOWED_TARGETS: readonly string[] = ['_blank', '_self'];

/**
 * The options object handed to sanitize-html (spread it, then add `transformTags` with safeLinkAttributes).
 * Arrays are copied by the caller's spread only shallowly: sanitize-html never mutates them.
 */
export const CMS_HTML_POLICY = {
  allowedTags: CMS_ALLOWED_TAGS as string[],
  nonTextTags: CMS_NON_TEXT_TAGS as string[],
  allowedAttributes: CMS_ALLOWED_ATTRIBUTES as Record<string, string[]>,
  allowedClasses: CMS_ALLOWED_CLASSES as Record<string, string[]>,
  allowedSchemes: CMS_ALLOWED_SCHEMES as string[],
  allowedSchemesByTag: {} as Record<string, string[]>,
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // `//evil.example/x` is an absolute URL in disguise: refused like any other scheme-less host.
  allowProtocolRelative: false,
  // Entities stay entities: the stored HTML is rendered as HTML, never re-parsed as text.
  disallowedTagsMode: 'discard' as const,
  enforceHtmlBoundary: false,
};

/**
 * A link's attributes made safe (the transform of `a`): a target other than _blank/_self is dropped, and a link
 * opening a new tab always carries rel="noopener noreferrer" (the opened page cannot reach window.opener), the
 * author's other rel values (nofollow…) kept.
 */
export function safeLinkAttributes(attribs: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...attribs };
  if (out.target !== undefined && !CMS_ALLOWED_TARGETS.includes(out.target)) delete out.target;
  if (out.target === '_blank') {
    const rel = new Set((out.rel ?? '').split(/\s+/).filter((value) => value !== ''));
    rel.add('noopener');
    rel.add('noreferrer');
    out.rel = [...rel].join(' ');
  }
  return out;
}
