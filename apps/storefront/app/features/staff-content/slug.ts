/** The longest slug suggested from a title (a URL segment stays readable; staff may still type a longer one). */
export const SUGGESTED_SLUG_MAX = 80;

/**
 * A URL slug suggested from a title: lower case, accents dropped (é → e, œ → oe, ß → ss), every run of other
 * characters one dash, no dash at either end, cut on a dash at SUGGESTED_SLUG_MAX. "Fermeture d'été 2025 !" →
 * "fermeture-d-ete-2025". Only a suggestion: staff may edit it, the back office checks it.
 */
export function suggestSlug(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .toLowerCase();
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= SUGGESTED_SLUG_MAX) return slug;
  const cut = slug.slice(0, SUGGESTED_SLUG_MAX);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/**
 * Whether the slug field should follow the title as it is typed: while it is empty or still what the previous
 * title suggested (staff have not written their own).
 */
export function slugFollowsTitle(slug: string, previousTitle: string): boolean {
  return slug === '' || slug === suggestSlug(previousTitle);
}
