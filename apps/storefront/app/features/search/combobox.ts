import type { AutocompleteResult, PriceView } from '@vetshop/contract';
import type { Locale } from '../../i18n';
import { urls } from '../../lib/urls';
import type { ViewedProduct } from '../catalogue';

/**
 * The search box's popup as data: groups of options, each option a place to go. The component only renders
 * this and moves the active option; what is offered and where it leads is decided (and tested) here.
 */
export type GroupKey = 'suggestions' | 'categories' | 'products' | 'recentSearches' | 'viewed';

export interface ComboOption {
  /** DOM id (aria-activedescendant). */
  id: string;
  label: string;
  href: string;
  /** A search to remember when the option is chosen. */
  query?: string;
  image?: string | null;
  price?: PriceView | null;
}

export interface ComboGroup {
  key: GroupKey;
  options: ComboOption[];
}

/** Autocomplete size asked from the back office: products shown in the popup. */
export const AUTOCOMPLETE_SIZE = 6;
export const DEBOUNCE_MS = 150;
export const MIN_QUERY_LENGTH = 2;

function group(prefix: string, key: GroupKey, options: Omit<ComboOption, 'id'>[]): ComboGroup {
  return { key, options: options.map((o, i) => ({ ...o, id: `${prefix}-${key}-${i}` })) };
}

/** Groups for a typed query: suggestions, categories, products (empty groups left out). */
export function resultGroups(prefix: string, locale: Locale, result: AutocompleteResult): ComboGroup[] {
  return [
    group(
      prefix,
      'suggestions',
      result.suggestions.map((s) => ({ label: s, href: urls.search(locale, s), query: s })),
    ),
    group(
      prefix,
      'categories',
      result.categories.map((c) => ({ label: c.name, href: urls.category(locale, c.url_key) })),
    ),
    group(
      prefix,
      'products',
      result.products.map((p) => ({
        label: p.name,
        href: urls.product(locale, p.url_key),
        image: p.image?.small.src ?? null,
        price: p.price,
      })),
    ),
  ].filter((g) => g.options.length > 0);
}

/** Groups for an empty, focused box: the recent searches and the recently viewed products of this device. */
export function historyGroups(
  prefix: string,
  locale: Locale,
  searches: readonly string[],
  viewed: readonly ViewedProduct[],
): ComboGroup[] {
  return [
    group(
      prefix,
      'recentSearches',
      searches.map((s) => ({ label: s, href: urls.search(locale, s), query: s })),
    ),
    group(
      prefix,
      'viewed',
      viewed.map((p) => ({ label: p.name, href: urls.product(locale, p.urlKey), image: p.image })),
    ),
  ].filter((g) => g.options.length > 0);
}

export function flatOptions(groups: readonly ComboGroup[]): ComboOption[] {
  return groups.flatMap((g) => g.options);
}

export type Move = 'next' | 'previous' | 'first' | 'last';

/** The next active option index (-1: none), wrapping around as the WAI-ARIA combobox example does. */
export function moveActive(current: number, count: number, move: Move): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 ? count - 1 : current - 1;
  }
}
