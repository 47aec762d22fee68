/** Longest slug kept (the contract's CMS_SLUG_MAX). */
export const SLUG_MAX = 120;

/**
 * A page or news address segment as staff type it, normalised (issue 11 §2): lower case, accents dropped
 * ("Conditions générales" → "conditions-generales"), every run of other characters one dash, no dash at either
 * end, at most SLUG_MAX characters (cut at a dash when one is near). '' when nothing is left: the caller refuses it.
 */
export function normalizeSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX);
  const dash = cut.lastIndexOf('-');
  return (dash > SLUG_MAX / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, '');
}
