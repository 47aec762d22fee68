import { LOCALES, SPECIES, label, type Locale } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  hasDiscountEndingInMonth,
  hasDiscountOn,
  resolvePrice,
  ROLES,
  type IsoDate,
  type ResolvedPrice,
  type Role,
  type SearchFlagFilter,
  visibleVetGroups,
} from '@vetshop/domain';
import { normalizeText, stripHtml, vocabularyWords } from '../text/normalize';
import type { CategoryIndex } from './categories';
import { documentFacets } from './facet-tokens';
import { selectionToken } from './page-scope';
import { loadBatch, pricingForPricelist } from './refresh-loader';

/** Text-search configuration of each shop language (migration 0000_extensions). */
export const TS_CONFIG: Readonly<Record<Locale, string>> = { fr: 'vs_fr', nl: 'vs_nl', en: 'vs_en' };

/** One search_documents row before PostgreSQL turns its texts into a weighted tsvector. */
export interface DocumentInput {
  product_id: number;
  locale: Locale;
  cfg: string;
  url_key: string;
  name: string;
  name_sort: string;
  /** Weight A: the name. */
  text_a: string;
  /** Weight B: short name, active principle, brand. */
  text_b: string;
  /** Weight C: category names (with ancestors) and species labels. */
  text_c: string;
  /** Weight D: descriptions and variant labels. */
  text_d: string;
  /** Codes through vs_simple (no stemming), separators as spaces so that parts of a SKU match. */
  text_codes: string;
  codes: string[];
  brand_id: number | null;
  species: string[];
  category_ids: number[];
  stock_states: string[];
  has_promotion: boolean;
  is_special: boolean;
  veterinary_only: boolean;
  net_veterinary: number | null;
  net_pharmacist: number | null;
  net_student: number | null;
  net_default: number | null;
  indicated_veterinary: number | null;
  indicated_pharmacist: number | null;
  indicated_student: number | null;
  indicated_default: number | null;
  facet_tokens: string[];
  /** [token, label] of the facet values named by the catalogue's words (search_facet_labels). */
  facet_labels: [string, string][];
  popularity: number;
  priced_on: IsoDate;
  words: string[];
}

export interface RefreshContext {
  db: Executor;
  today: IsoDate;
  categories: CategoryIndex;
  /** The pricelist of each role (a role without its own pricelist uses the default one). */
  pricelistByRole: ReadonlyMap<Role, number>;
  /** Units sold per product. */
  popularity: ReadonlyMap<number, number>;
}

/** Each role's columns: its lowest net price and that variant's indicated price (what the product's card shows). */
const ROLE_COLUMNS = [
  ['veterinary', 'net_veterinary', 'indicated_veterinary'],
  ['pharmacist', 'net_pharmacist', 'indicated_pharmacist'],
  ['student', 'net_student', 'indicated_student'],
  ['default', 'net_default', 'indicated_default'],
] as const satisfies readonly (readonly [Role, keyof DocumentInput, keyof DocumentInput])[];

/** Upper-cased, trimmed: codes are compared exactly with the query upper-cased the same way. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Builds the documents (one per locale) of a batch of products from one JSON query (see refresh-loader).
 * Products that are inactive, not sold on the website or without an active variant get no document.
 */
export async function buildDocuments(
  ctx: RefreshContext,
  productIds: readonly number[],
): Promise<DocumentInput[]> {
  if (productIds.length === 0) return [];
  const pricelistIds = [...new Set(ctx.pricelistByRole.values())];
  const batch = await loadBatch(ctx.db, productIds, pricelistIds, ctx.today);
  if (batch.products.length === 0) return [];
  const variantsByProduct = groupBy(batch.variants, (v) => v.product_id);
  const categoriesByProduct = groupBy(batch.categories, ([productId]) => productId);
  // A group named 'RFA' is never shown to a buyer (spec doc 1 §5): neither as a filter nor as a facet.
  const visibleGroups = new Set(
    visibleVetGroups(batch.vetGroups.map(([, id, name, sequence]) => ({ id, name, sequence }))).map(
      (g) => g.id,
    ),
  );
  const groupsByProduct = groupBy(
    batch.vetGroups.filter(([, id]) => visibleGroups.has(id)),
    ([productId]) => productId,
  );
  const loyaltyByProduct = groupBy(batch.loyaltyRules, ([productId]) => productId);
  // The provider's selections, per role: a token each, which the `selection` scope reads for the caller's role.
  const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);
  const selectionsByProduct = new Map<number, Role[]>();
  for (const [productId, role] of batch.selections)
    if (isRole(role))
      selectionsByProduct.set(productId, [...(selectionsByProduct.get(productId) ?? []), role]);
  const pricingByPricelist = new Map(
    pricelistIds.map((id) => [id, pricingForPricelist(batch.variants, batch.rules, id)]),
  );

  const docs: DocumentInput[] = [];
  for (const product of batch.products) {
    const productVariants = variantsByProduct.get(product.id) ?? [];
    if (productVariants.length === 0) continue;

    const prices: Partial<Record<(typeof ROLE_COLUMNS)[number][1 | 2], number | null>> = {};
    let hasPromotion = false;
    let isSpecial = false;
    const discounts: Record<SearchFlagFilter, Role[]> = { is_discount: [], is_discount_this_month: [] };
    for (const [role, netColumn, indicatedColumn] of ROLE_COLUMNS) {
      const pricelistId = ctx.pricelistByRole.get(role);
      const pricing = pricelistId === undefined ? undefined : pricingByPricelist.get(pricelistId);
      // The variant with the lowest net price, the first (by sequence) on a tie: the one the hits show (lowestPrice).
      let lowest: ResolvedPrice | null = null;
      for (const variant of productVariants) {
        const variantPricing = pricing?.get(variant.id);
        if (!variantPricing) continue;
        const isVeterinary = role === 'veterinary';
        const price = resolvePrice(variantPricing, { quantity: 1, date: ctx.today, isVeterinary });
        if (!price) continue;
        if (hasDiscountOn(variantPricing, ctx.today, isVeterinary) && !discounts.is_discount.includes(role))
          discounts.is_discount.push(role);
        if (
          hasDiscountEndingInMonth(variantPricing, ctx.today, isVeterinary) &&
          !discounts.is_discount_this_month.includes(role)
        )
          discounts.is_discount_this_month.push(role);
        if (lowest === null || price.netCents < lowest.netCents) lowest = price;
        if (price.promotion) hasPromotion = true;
        if (price.isSpecial) isSpecial = true;
      }
      prices[netColumn] = lowest?.netCents ?? null;
      prices[indicatedColumn] = lowest?.indicatedPriceCents ?? null;
    }

    const codes = new Set<string>();
    for (const v of productVariants) {
      for (const code of [v.sku, v.cnk_code, v.barcode]) if (code) codes.add(normalizeCode(code));
    }
    const stockStates = [...new Set(productVariants.map((v) => v.state ?? 'out_of_stock'))];
    const categoryPath = ctx.categories.withAncestors(
      (categoriesByProduct.get(product.id) ?? []).map(([, id]) => id),
    );

    for (const locale of LOCALES) {
      const facets = documentFacets(product, productVariants, locale, discounts, {
        vetGroups: (groupsByProduct.get(product.id) ?? []).map(([, id, name]) => [id, name]),
        loyaltyRules: (loyaltyByProduct.get(product.id) ?? []).map(([, id, name]) => [id, name[locale]]),
      });
      const name = product.name[locale];
      const activePrinciple = product.active_principle?.[locale] ?? '';
      docs.push({
        product_id: product.id,
        locale,
        cfg: TS_CONFIG[locale],
        url_key: product.url_key[locale],
        name,
        name_sort: normalizeText(name),
        text_a: name,
        text_b: [product.short_name?.[locale] ?? '', activePrinciple, product.brand_name ?? ''].join(' '),
        text_c: [
          ...categoryPath.map((c) => c.name[locale]),
          ...product.species.map((code) => label(SPECIES, code, locale)),
        ].join(' '),
        text_d: [
          stripHtml(product.short_description?.[locale]),
          stripHtml(product.description?.[locale]),
          ...productVariants.map((v) => v.label?.[locale] ?? ''),
        ].join(' '),
        text_codes: [...codes].join(' ').replace(/[-_./]+/g, ' '),
        codes: [...codes],
        brand_id: product.brand_id,
        species: product.species,
        category_ids: categoryPath.map((c) => c.id),
        stock_states: stockStates,
        has_promotion: hasPromotion,
        is_special: isSpecial,
        veterinary_only: product.veterinary_only,
        net_veterinary: prices.net_veterinary ?? null,
        net_pharmacist: prices.net_pharmacist ?? null,
        net_student: prices.net_student ?? null,
        net_default: prices.net_default ?? null,
        indicated_veterinary: prices.indicated_veterinary ?? null,
        indicated_pharmacist: prices.indicated_pharmacist ?? null,
        indicated_student: prices.indicated_student ?? null,
        indicated_default: prices.indicated_default ?? null,
        facet_tokens: [...facets.tokens, ...(selectionsByProduct.get(product.id) ?? []).map(selectionToken)],
        facet_labels: facets.labels,
        popularity: ctx.popularity.get(product.id) ?? 0,
        priced_on: ctx.today,
        words: vocabularyWords(name, activePrinciple, product.brand_name),
      });
    }
  }
  return docs;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
