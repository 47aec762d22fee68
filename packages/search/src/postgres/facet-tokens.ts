import type { Locale } from '@vetshop/contract';
import type { Role, SearchFlagFilter, SearchListFilter } from '@vetshop/domain';
import { normalizeText } from '../text/normalize';
import type { BatchProduct, BatchVariant } from './refresh-loader';

/**
 * The attribute filters of a document as `name:value` tokens (search_documents.facet_tokens): one GIN index
 * serves every filter, and the facets count every attribute in one pass. Values are codes of the vocabulary, ids
 * (suppliers, veterinary groups, loyalty rules), or slugs of the catalogue's words (in English), whose label in
 * each language is kept in search_facet_labels.
 */

export function facetToken(name: SearchListFilter | SearchFlagFilter, value: string): string {
  return `${name}:${value}`;
}

/** The facet a token belongs to (the text before its first colon). */
export function tokenFacet(token: string): string {
  return token.slice(0, token.indexOf(':'));
}

/** A word of the catalogue as a URL can carry it: "Acide clavulanique" → "acide-clavulanique", "7,5" → "7-5". */
export function facetSlug(text: string): string {
  return normalizeText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** "amoxicilline + acide clavulanique" → both principles: a combination is found under each of them. */
export function activePrinciples(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\s*[+,;/]\s*|\s+(?:et|en|and)\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export interface DocumentFacets {
  tokens: string[];
  /** [token, label] of the values whose label is not a vocabulary code's. */
  labels: [string, string][];
}

/**
 * The tokens of a product's document in one locale. `discounts` lists, per yes/no filter, the roles for which
 * it holds (a discount depends on the buyer's pricelist): the search reads the caller's role's token.
 */
export function documentFacets(
  product: BatchProduct,
  variants: readonly BatchVariant[],
  locale: Locale,
  discounts: Readonly<Record<SearchFlagFilter, readonly Role[]>>,
  memberships: {
    /** [id, name] of the visible veterinary groups whose offer holds the product. */
    vetGroups: readonly [number, string][];
    /** [id, name in the locale] of the loyalty rules that count it (programmes valid on the day). */
    loyaltyRules: readonly [number, string][];
  },
): DocumentFacets {
  const tokens = new Set<string>();
  const labels = new Map<string, string>();
  const code = (name: SearchListFilter, value: string | null | undefined) => {
    if (value) tokens.add(facetToken(name, value));
  };
  // A word's value is the slug of its English text, the same in every language (an address shared between a
  // Dutch and a French colleague selects the same products); its label is the document's language's.
  const word = (
    name: SearchListFilter,
    text: string | null | undefined,
    english: string | null | undefined,
  ) => {
    const slug = facetSlug(english || text || '');
    if (!slug || !text) return;
    const token = facetToken(name, slug);
    tokens.add(token);
    if (!labels.has(token)) labels.set(token, text.trim());
  };
  const a = product.attributes ?? {};
  code('administration_route', a.administrationRoute);
  code('food_range', a.foodRange);
  code('presentation', a.presentation);
  for (const v of a.animalSize ?? []) code('animal_size', v);
  for (const v of a.age ?? []) code('age', v);
  for (const v of a.indication ?? []) code('indication', v);
  code('order_mode', product.order_mode);
  // The principles of a combination pair up by position in each language ("amoxicilline + acide clavulanique").
  const principles = activePrinciples(product.active_principle?.[locale]);
  const english = activePrinciples(product.active_principle?.en);
  principles.forEach((principle, i) =>
    word('active_principle', principle, english.length === principles.length ? english[i] : principle),
  );
  for (const variant of variants) {
    const { size, color } = variant.attributes ?? {};
    word('size', size?.[locale], size?.en);
    word('color', color?.[locale], color?.en);
  }
  const named = (name: SearchListFilter, id: number, text: string | null | undefined) => {
    const token = facetToken(name, String(id));
    tokens.add(token);
    if (text) labels.set(token, text);
  };
  if (product.supplier_id !== null) named('supplier', product.supplier_id, product.supplier_name);
  for (const [id, name] of memberships.vetGroups) named('vet_group', id, name);
  for (const [id, name] of memberships.loyaltyRules) named('loyalty_rule', id, name);
  for (const [name, roles] of Object.entries(discounts) as [SearchFlagFilter, readonly Role[]][])
    for (const role of roles) tokens.add(facetToken(name, role));
  return { tokens: [...tokens].sort(), labels: [...labels] };
}
