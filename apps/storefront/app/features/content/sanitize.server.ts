import { CMS_HTML_POLICY, safeLinkAttributes } from '@vetshop/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * Content HTML cleaned again on render (the back office cleaned it on save): the shared allow-list of
 * packages/contract html-policy, so a row written before a policy change, or by hand in the database, never
 * reaches a page with a script. Server side only (the `.server` suffix keeps sanitize-html out of the bundle).
 */
export function cleanContentHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    ...CMS_HTML_POLICY,
    transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeLinkAttributes(attribs) }) },
  });
}
