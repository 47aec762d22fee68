import { CMS_HTML_POLICY, safeLinkAttributes } from '@vetshop/contract';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  ...CMS_HTML_POLICY,
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeLinkAttributes(attribs) }) },
};

/**
 * Staff HTML cleaned with the one allow-list (packages/contract html-policy.ts): applied on save, so that what is
 * stored — and every answer built from it — holds no script, event attribute or javascript: URL.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
