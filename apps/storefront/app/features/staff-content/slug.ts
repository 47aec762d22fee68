import { normalizeSlug } from '@vetshop/domain';

/**
 * A URL slug suggested from a title: the domain's normalizeSlug, the rule the back office applies on save
 * ("Fermeture d'été 2025 !" → "fermeture-d-ete-2025"). Only a suggestion: staff may edit it.
 */
export function suggestSlug(title: string): string {
  return normalizeSlug(title);
}

/**
 * Whether the slug field should follow the title as it is typed: while it is empty or still what the previous
 * title suggested (staff have not written their own).
 */
export function slugFollowsTitle(slug: string, previousTitle: string): boolean {
  return slug === '' || slug === suggestSlug(previousTitle);
}
