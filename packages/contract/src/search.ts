import {
  DEFAULT_SEARCH_PAGE_SIZE,
  MEDIA_TYPES,
  ORDER_MODES,
  SEARCH_FLAG_FILTERS,
  SEARCH_INNER_VARIANTS,
  SEARCH_LIST_FILTERS,
  SEARCH_QUERY_MAX,
  SEARCH_SCOPES,
  SEARCH_SORTS,
  type SearchFlagFilter,
  type SearchListFilter,
} from '@vetshop/domain';
import { z } from 'zod';
import { localeSchema, MAX_ID, moneySchema, stockDisplaySchema, stockStateSchema } from './common';

/**
 * The search contract: what the storefront sends to the back office's search routes and what it gets back.
 * snake_case on the wire. Query schemas accept a GET querystring (numbers and booleans as text, a list as one
 * value, repeated values or a comma-separated value) as well as a JSON body.
 */

// ---------------------------------------------------------------------------------------------------------------
// Querystring helpers

function splitList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : [item],
  );
}

/** A list given as `?x=1&x=2`, `?x=1,2` or `?x=1`; absent means empty. */
export function queryList<T extends z.ZodType>(item: T, max = 100) {
  return z.preprocess(splitList, z.array(item).max(max)).optional().default([]);
}

/** "true"/"1" and "false"/"0" from a querystring (z.coerce.boolean would read "false" as true). */
export function queryBoolean() {
  return z
    .preprocess((value) => {
      if (value === '' || value === null) return undefined;
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return value;
    }, z.boolean().optional())
    .optional();
}

const idSchema = z.number().int().positive().max(MAX_ID);
const queryId = z.coerce.number().int().positive().max(MAX_ID);

// ---------------------------------------------------------------------------------------------------------------
// Product search query

export { SEARCH_SORTS, type SearchSort } from '@vetshop/domain';
export const searchSortSchema = z.enum(SEARCH_SORTS);

export { DEFAULT_SEARCH_PAGE_SIZE } from '@vetshop/domain';
export const MAX_SEARCH_PAGE_SIZE = 100;

/** A facet value's code or slug as a URL carries it (lower case, digits, `_` and `-`). */
const facetSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9_-]*$/);

const LIST_FILTER_SCHEMAS = {
  administration_route: queryList(facetSlug).describe('Administration routes (any of): oral, injectable, …'),
  active_principle: queryList(facetSlug).describe(
    "Active principles (any of), as the facet's values name them",
  ),
  animal_size: queryList(facetSlug).describe('Animal sizes (any of): xs, s, m, l, xl'),
  age: queryList(facetSlug).describe('Age categories (any of): junior, adult, senior'),
  food_range: queryList(facetSlug).describe('Food ranges (any of): renal, digestive, …'),
  indication: queryList(facetSlug).describe('Indication ranges (any of): infection, pain, …'),
  presentation: queryList(facetSlug).describe('Presentations (any of): tablet, pipette, …'),
  size: queryList(facetSlug).describe("Variant sizes (any of), as the facet's values name them"),
  color: queryList(facetSlug).describe("Variant colours (any of), as the facet's values name them"),
  supplier: queryList(queryId).describe('Supplier ids (any of)'),
  order_mode: queryList(z.enum(ORDER_MODES)).describe('direct (add to cart) or quotation (quotation only)'),
  vet_group: queryList(queryId).describe(
    "Veterinary groups' offers (any of); groups named 'RFA' are never listed",
  ),
  loyalty_rule: queryList(queryId).describe(
    'Products counted by these loyalty rules (any of), programmes valid today',
  ),
} satisfies Record<SearchListFilter, z.ZodType>;

const FLAG_FILTER_SCHEMAS = {
  is_discount: queryBoolean().describe(
    'Only products with (true) or without (false) a discount for the caller today',
  ),
  is_discount_this_month: queryBoolean().describe(
    "Only products with (true) or without (false) a caller's discount that ends this month",
  ),
} satisfies Record<SearchFlagFilter, z.ZodType>;

export const productSearchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).optional().describe('Free text, or an exact CNK, EAN-13 or SKU'),
  locale: localeSchema.default('fr'),
  brand: queryList(queryId).describe('Brand ids (any of)'),
  species: queryList(z.string().trim().min(1).max(40)).describe('Species codes (any of)'),
  category: queryList(queryId).describe('Category ids (any of; a category includes its descendants)'),
  stock_state: queryList(stockStateSchema).describe('Stock states (any of)'),
  promotion: queryBoolean().describe(
    'Only products with (true) or without (false) a supplier promotion today',
  ),
  special: queryBoolean().describe('Only special offers (true) or only the others (false)'),
  ...LIST_FILTER_SCHEMAS,
  ...FLAG_FILTER_SCHEMAS,
  scope: z
    .enum(SEARCH_SCOPES)
    .optional()
    .describe(
      "A page's products, resolved from the caller (no role or group is ever named by the client): " +
        "promotions (a supplier promotion or special offer today, or a discount of the caller's pricelist — a " +
        "guest's: the default one — today), selection (the provider's selection for the caller's role), " +
        "vet_groups (the offers of the caller's veterinary groups, 'RFA' ones hidden). A guest has no " +
        'selection and no group: those two answer nothing. The other filters and the facets apply within it',
    ),
  sort: searchSortSchema.default('relevance'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(DEFAULT_SEARCH_PAGE_SIZE),
});
/** What a route hands to the engine (defaults applied). */
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;
/** What a caller may send (everything but nothing required). */
export type ProductSearchQueryInput = z.input<typeof productSearchQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Building blocks of hits

/** Prices shown to a signed-in buyer for quantity 1 (euros, 2 decimals, computed from integer cents). */
export const priceViewSchema = z.object({
  value: moneySchema.describe('Net unit price excl. tax'),
  original_value: moneySchema.describe('Gross unit price excl. VAT'),
  discount: z.number().describe('Overall discount gross → net, in percent (e.g. 14.5)'),
  tax_included: z.literal(false),
  indicated_price: moneySchema.nullable().describe('Recommended public price excl. VAT'),
  currency: z.literal('EUR'),
});
export type PriceView = z.infer<typeof priceViewSchema>;

export const imageSchema = z.object({ src: z.string(), alt: z.string(), tag: z.string().nullable() });
export const imageSetSchema = z.object({
  small: imageSchema,
  medium: imageSchema,
  large: imageSchema,
  xlarge: imageSchema,
  sequence: z.number().int(),
});
export type ImageView = z.infer<typeof imageSetSchema>;

export const brandRefSchema = z.object({ id: idSchema, name: z.string(), image_url: z.string().nullable() });
export const speciesRefSchema = z.object({ code: z.string(), label: z.string() });
export const categoryRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  url_key: z.string(),
  level: z.number().int().min(0),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const orderModeSchema = z.enum(ORDER_MODES);

export const productFlagsSchema = z.object({
  veterinary_only: z.boolean(),
  is_mto: z.boolean().describe('Made to order: the buyer must confirm it cannot be returned'),
  is_narcotic_vet: z.boolean(),
  order_mode: orderModeSchema,
  is_special: z.boolean().describe('A special offer valid today'),
  has_promotion: z.boolean().describe('A supplier promotion (free goods) valid today'),
});

export const stockViewSchema = z.object({ state: stockStateSchema, display: stockDisplaySchema });

export const variantPromotionSchema = z.object({
  ratio_main_product: z.number().int(),
  ratio_promotional_product: z.number().int(),
  date_end: z.string().nullable(),
});

export const variantAttributeSchema = z.object({ code: z.string(), name: z.string(), value: z.string() });

export const variantHitSchema = z.object({
  id: idSchema.describe('Variant id: the product_id of cart, order, quotation and wishlist lines'),
  sku: z.string(),
  barcode: z.string().nullable(),
  cnk_code: z.string().nullable(),
  name: z.string().describe('Product name and variant label'),
  variant_label: z.string().nullable(),
  variant_attributes: z.array(variantAttributeSchema),
  main: z.boolean(),
  stock: stockViewSchema,
  price: priceViewSchema.nullable().describe('null for guests and when not priced for the buyer today'),
  promotion: variantPromotionSchema.nullable(),
  is_special: z.boolean(),
});
export type VariantHit = z.infer<typeof variantHitSchema>;

export const productHitSchema = z.object({
  id: idSchema.describe('Product (template) id'),
  url_key: z.string(),
  name: z.string(),
  short_name: z.string().nullable(),
  brand: brandRefSchema.nullable(),
  image: imageSetSchema.nullable(),
  species: z.array(speciesRefSchema),
  active_principle: z.string().nullable(),
  categories: z.array(categoryRefSchema).describe('Categories and their ancestors, sorted by level'),
  flags: productFlagsSchema,
  stock: stockViewSchema.describe('The best state among the variants'),
  price: priceViewSchema.nullable().describe('The lowest net price among the variants ("from")'),
  variant_count: z.number().int(),
  variants: z.array(variantHitSchema).max(SEARCH_INNER_VARIANTS),
});
export type ProductHit = z.infer<typeof productHitSchema>;

/** A small product card (autocomplete, cross-sell links). */
export const miniHitSchema = z.object({
  id: idSchema,
  url_key: z.string(),
  name: z.string(),
  image: imageSetSchema.nullable(),
  price: priceViewSchema.nullable(),
});
export type MiniHit = z.infer<typeof miniHitSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Search result

export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const searchFacetsSchema = z.object({
  brand: z.array(facetValueSchema),
  species: z.array(facetValueSchema),
  category: z.array(facetValueSchema).describe('Children of the selected categories (top level when none)'),
  stock_state: z.array(facetValueSchema),
  promotion: z.array(facetValueSchema).describe("Values 'true' and 'false'"),
  ...(Object.fromEntries(SEARCH_LIST_FILTERS.map((name) => [name, z.array(facetValueSchema)])) as Record<
    SearchListFilter,
    z.ZodArray<typeof facetValueSchema>
  >),
  ...(Object.fromEntries(
    SEARCH_FLAG_FILTERS.map((name) => [
      name,
      z.array(facetValueSchema).describe("Value 'true' (with its count)"),
    ]),
  ) as Record<SearchFlagFilter, z.ZodArray<typeof facetValueSchema>>),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const exactMatchSchema = z.object({ url_key: z.string(), variant_id: idSchema });

export const productSearchResultSchema = z.object({
  total: z.number().int().describe('Number of products (not variants)'),
  page: z.number().int(),
  page_size: z.number().int(),
  sort: searchSortSchema.describe('The sort applied (price sorts fall back to relevance for guests)'),
  hits: z.array(productHitSchema),
  facets: searchFacetsSchema,
  corrected_query: z
    .string()
    .nullable()
    .describe(
      'Did-you-mean: the query (normalised) with each word unknown to the vocabulary replaced by the vocabulary ' +
        'word one typo away, when that finds something (the hits are the correction’s); or, when fewer than 3 ' +
        'products are found, with a rare word replaced by one a typo away and at least 10 times as frequent; else null',
    ),
  exact_match: exactMatchSchema.nullable().describe('The query was exactly a CNK, EAN-13 or SKU'),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Product page

export const urlKeyLocalesSchema = z.object({ fr: z.string(), nl: z.string(), en: z.string() });

export const priceBreakSchema = z.object({
  min_quantity: z.number().int(),
  discount: z.number().describe('Overall discount at this quantity, in percent'),
  value: moneySchema.describe('Net unit price at this quantity'),
});

/** An available variant offered instead of an unavailable one. */
export const substituteSchema = miniHitSchema.extend({
  id: idSchema.describe('Variant id'),
  product_id: idSchema,
  sku: z.string(),
  stock: stockViewSchema,
});
export type Substitute = z.infer<typeof substituteSchema>;

export const variantDetailSchema = variantHitSchema.extend({
  qty_available: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe(
      'Units that can be delivered now (spec doc 1 §4: beyond it, the rest goes to backorder); null for guests, whose answers are cached publicly',
    ),
  price_breaks: z.array(priceBreakSchema),
  substitutes: z.array(substituteSchema).describe('Only when the variant is not available'),
});
export type VariantDetail = z.infer<typeof variantDetailSchema>;

export const productAttributeSchema = z.object({
  code: z.string(),
  name: z.string(),
  values: z.array(z.string()),
});

export const mediaSchema = z.object({
  lang: localeSchema.nullable(),
  name: z.string(),
  sequence: z.number().int(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
});

/** Similar products on a product page (issue 20 §6). */
export const MAX_SIMILAR_PRODUCTS = 8;

/** The variant aggregation's bucket size (spec doc 2 §9: bucket size 1000). */
export const VARIANT_AGGREGATION_BUCKETS = 1000;

/**
 * The variant aggregation of a product (spec doc 2 §7, issue 20 §7): one term aggregation per variant attribute,
 * its buckets ordered by key ascending, each with the ids of the variants that carry the value, so that a client
 * filters by the attributes already chosen (a value is available when a variant has it and every other chosen value).
 */
export const variantAggregationSchema = z.object({
  code: z.string().describe('Variant attribute code (e.g. pack, strength, weight)'),
  name: z.string().describe('The attribute’s name in the asked locale'),
  buckets: z
    .array(
      z.object({
        key: z.string().describe('The value in the asked locale'),
        doc_count: z.number().int().positive(),
        variant_ids: z.array(idSchema).describe('The variants that carry this value, by sequence'),
      }),
    )
    .max(VARIANT_AGGREGATION_BUCKETS)
    .describe('By key ascending (numbers inside keys compared as numbers)'),
});
export type VariantAggregation = z.infer<typeof variantAggregationSchema>;

export const productDetailSchema = productHitSchema.extend({
  variants: z.array(variantDetailSchema).max(100),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  seo_title: z.string(),
  meta_description: z.string().describe('Built from the title and descriptions, cut at 255, when missing'),
  meta_keywords: z.string().nullable(),
  url_key_locales: urlKeyLocalesSchema,
  images: z.array(imageSetSchema),
  attributes: z.array(productAttributeSchema),
  medias: z.array(mediaSchema),
  link_info: z.string().nullable(),
  link_notice: z.string().nullable(),
  link_video: z.string().nullable(),
  links: z.object({
    cross: z.array(miniHitSchema),
    up: z.array(miniHitSchema),
    related: z.array(miniHitSchema),
  }),
  breadcrumb: z
    .array(categoryRefSchema)
    .describe('From the top level down to the product’s deepest category'),
  similar: z
    .array(miniHitSchema)
    .max(MAX_SIMILAR_PRODUCTS)
    .describe(
      'The nearest products by characteristics and description (decision 032), best first, priced for the caller; ' +
        'only products the caller may see, never the product itself',
    ),
  variant_aggregation: z
    .array(variantAggregationSchema)
    .describe(
      'Per variant attribute, the values the product’s variants offer (spec doc 2 §7); empty when the product has ' +
        'fewer than two variants',
    ),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Answer of a lookup by url_key: the entity, or the current key when an old one was asked. */
export const productLookupResultSchema = z.union([
  z.object({ redirect: z.string() }),
  z.object({ product: productDetailSchema }),
]);
export type ProductLookupResult = z.infer<typeof productLookupResultSchema>;

/** A variant with its product, as needed next to a cart, order or wishlist line. */
export const variantLookupSchema = variantHitSchema.extend({
  product: z.object({
    id: idSchema,
    url_key: z.string(),
    name: z.string(),
    image: imageSetSchema.nullable(),
    brand: brandRefSchema.nullable(),
    flags: productFlagsSchema,
  }),
});
export type VariantLookup = z.infer<typeof variantLookupSchema>;

export const idsQuerySchema = z.object({
  ids: queryList(queryId).describe('Ids (at most 100); an empty list answers an empty list'),
  locale: localeSchema.default('fr'),
});

// ---------------------------------------------------------------------------------------------------------------
// Autocomplete

export const DEFAULT_AUTOCOMPLETE_SIZE = 8;
export const MAX_AUTOCOMPLETE_SIZE = 20;

export const autocompleteQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  size: z.coerce.number().int().min(1).max(MAX_AUTOCOMPLETE_SIZE).default(DEFAULT_AUTOCOMPLETE_SIZE),
  locale: localeSchema.default('fr'),
});
export type AutocompleteQuery = z.output<typeof autocompleteQuerySchema>;

export const autocompleteResultSchema = z.object({
  suggestions: z.array(z.string()).describe('The query with its last word completed from the catalogue'),
  products: z.array(miniHitSchema),
  categories: z.array(categoryRefSchema),
});
export type AutocompleteResult = z.infer<typeof autocompleteResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Categories

export const categorySummarySchema = categoryRefSchema.extend({
  image_url: z.string().nullable(),
  sequence: z.number().int(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const categorySchema = z.object({
  id: idSchema,
  url_key: z.string(),
  name: z.string(),
  level: z.number().int().min(0),
  subtitle: z.string().nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  seo_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string().nullable(),
  image_url: z.string().nullable(),
  parent: z.object({ id: idSchema, url_key: z.string(), name: z.string() }).nullable(),
  childs: z.array(categorySummarySchema),
  url_key_locales: urlKeyLocalesSchema,
  breadcrumb: z
    .array(categoryRefSchema)
    .describe('From the top level down to this category, itself included'),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryLookupResultSchema = z.union([
  z.object({ redirect: z.string() }),
  z.object({ category: categorySchema }),
]);
export type CategoryLookupResult = z.infer<typeof categoryLookupResultSchema>;

export interface CategoryNode extends CategorySummary {
  childs: CategoryNode[];
}
/** The navigation tree (recursive). */
export const categoryNodeSchema: z.ZodType<CategoryNode> = categorySummarySchema.extend({
  get childs() {
    return z.array(categoryNodeSchema);
  },
});
