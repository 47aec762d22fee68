import type { Executor, Localized, ProductAttributes } from '@vetshop/db';
import {
  addPriceRule,
  emptyPricing,
  ruleAppliesTo,
  type PriceRuleKind,
  type ProductPricing,
} from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import { intArray, queryRows } from './sql';

/**
 * Everything the index needs about a batch of products, fetched as ONE JSON value: decoding thousands of
 * rows one by one costs far more (PGlite decodes each row in JavaScript) than parsing one JSON document.
 */

export interface BatchProduct {
  id: number;
  url_key: Localized;
  name: Localized;
  short_name: Localized | null;
  active_principle: Localized | null;
  description: Localized | null;
  short_description: Localized | null;
  brand_id: number | null;
  brand_name: string | null;
  supplier_id: number | null;
  supplier_name: string | null;
  species: string[];
  attributes: ProductAttributes;
  order_mode: string;
  veterinary_only: boolean;
}

export interface BatchVariant {
  id: number;
  product_id: number;
  sku: string;
  cnk_code: string | null;
  barcode: string | null;
  label: Localized | null;
  /** Variant attributes by code (`size`, `pack`, …), each value localised. */
  attributes: Record<string, Localized> | null;
  indicated: number | null;
  state: string | null;
}

/** A price_rules row: [variant_id, pricelist_id, kind, veterinary, min_quantity, price_cents, discount_bp,
 *  exclusive, ratio_main, ratio_promo, sequence, date_start, date_end]. */
export type RuleTuple = [
  number,
  number | null,
  PriceRuleKind,
  boolean,
  number,
  number | null,
  number | null,
  boolean,
  number | null,
  number | null,
  number,
  string | null,
  string | null,
];

export interface Batch {
  products: BatchProduct[];
  variants: BatchVariant[];
  /** [product_id, category_id] */
  categories: [number, number][];
  rules: RuleTuple[];
  /** [product_id, group_id, group name, group sequence]: the veterinary groups whose offer holds the product. */
  vetGroups: [number, number, string, number][];
  /** [product_id, rule_id, rule name]: the rules of the loyalty programmes valid on the day that count it. */
  loyaltyRules: [number, number, Localized][];
  /** [product_id, role]: the roles whose selection of the provider holds the product. */
  selections: [number, string][];
}

/** Active products sold on the website among `ids`, with their active variants, categories and price rules. */
export async function loadBatch(
  db: Executor,
  ids: readonly number[],
  pricelistIds: readonly number[],
  today: string,
): Promise<Batch> {
  const idList = intArray(ids);
  const [row] = await queryRows<{ batch: Partial<Record<keyof Batch, unknown[] | null>> }>(
    db,
    sql`SELECT json_build_object(
      'products', (SELECT json_agg(json_build_object(
          'id', p.id, 'url_key', p.url_key, 'name', p.name, 'short_name', p.short_name,
          'active_principle', p.active_principle, 'description', p.description,
          'short_description', p.short_description, 'brand_id', p.brand_id, 'brand_name', b.name,
          'supplier_id', p.supplier_id, 'supplier_name', su.name, 'species', p.species,
          'attributes', p.attributes, 'order_mode', p.order_mode, 'veterinary_only', p.veterinary_only) ORDER BY p.id)
        FROM products p LEFT JOIN brands b ON b.id = p.brand_id LEFT JOIN suppliers su ON su.id = p.supplier_id
        WHERE p.id = ANY(${idList}) AND p.active AND NOT p.not_sold_on_website),
      'variants', (SELECT json_agg(json_build_object(
          'id', v.id, 'product_id', v.product_id, 'sku', v.sku, 'cnk_code', v.cnk_code, 'barcode', v.barcode,
          'label', v.variant_label, 'attributes', v.variant_attributes, 'indicated', v.indicated_price_cents,
          'state', s.state)
          ORDER BY v.product_id, v.sequence, v.id)
        FROM variants v LEFT JOIN stock s ON s.variant_id = v.id
        WHERE v.product_id = ANY(${idList}) AND v.active),
      'categories', (SELECT json_agg(json_build_array(pc.product_id, pc.category_id))
        FROM product_categories pc WHERE pc.product_id = ANY(${idList})),
      'rules', (SELECT json_agg(json_build_array(r.variant_id, r.pricelist_id, r.kind, r.veterinary, r.min_quantity,
          r.price_cents, r.discount_bp, r.exclusive, r.ratio_main, r.ratio_promo, r.sequence,
          r.date_start::text, r.date_end::text))
        FROM price_rules r
        WHERE r.variant_id = ANY(ARRAY(SELECT v.id FROM variants v WHERE v.product_id = ANY(${idList}) AND v.active))
          AND (r.pricelist_id IS NULL OR r.pricelist_id = ANY(${intArray(pricelistIds)}))),
      'vetGroups', (SELECT json_agg(json_build_array(pg.product_id, g.id, g.name, g.sequence))
        FROM product_vet_groups pg JOIN veterinary_groups g ON g.id = pg.vet_group_id
        WHERE pg.product_id = ANY(${idList})),
      'loyaltyRules', (SELECT json_agg(json_build_array(pr.product_id, r.id, r.name))
        FROM product_loyalty_rules pr JOIN loyalty_rules r ON r.id = pr.loyalty_rule_id
          JOIN loyalty_programs lp ON lp.id = r.program_id
        WHERE pr.product_id = ANY(${idList})
          AND (lp.date_from IS NULL OR lp.date_from <= ${today}::date)
          AND (lp.date_to IS NULL OR lp.date_to >= ${today}::date)),
      'selections', (SELECT json_agg(json_build_array(ps.product_id, ps.role))
        FROM product_selections ps WHERE ps.product_id = ANY(${idList}))
    ) AS batch`,
  );
  const batch = row?.batch ?? {};
  return {
    products: (batch.products ?? []) as BatchProduct[],
    variants: (batch.variants ?? []) as BatchVariant[],
    categories: (batch.categories ?? []) as [number, number][],
    rules: (batch.rules ?? []) as RuleTuple[],
    vetGroups: (batch.vetGroups ?? []) as Batch['vetGroups'],
    loyaltyRules: (batch.loyaltyRules ?? []) as Batch['loyaltyRules'],
    selections: (batch.selections ?? []) as Batch['selections'],
  };
}

/**
 * The pricing of every variant for one pricelist, exactly as `loadPricing` (packages/db) shapes it (both call the
 * domain's `addPriceRule`): rules of that pricelist plus those of every pricelist (pricelist_id null). The
 * integration suite checks both agree.
 */
export function pricingForPricelist(
  variants: readonly BatchVariant[],
  rules: readonly RuleTuple[],
  pricelistId: number,
): Map<number, ProductPricing> {
  const result = new Map<number, ProductPricing>();
  for (const v of variants) result.set(v.id, emptyPricing(v.indicated));
  for (const [
    variantId,
    rulePricelist,
    kind,
    veterinary,
    minQuantity,
    priceCents,
    discountBp,
    exclusive,
    ratioMain,
    ratioPromo,
    sequence,
    dateStart,
    dateEnd,
  ] of rules) {
    if (!ruleAppliesTo(rulePricelist, pricelistId)) continue;
    const p = result.get(variantId);
    if (!p) continue;
    addPriceRule(p, {
      kind,
      veterinary,
      minQuantity,
      priceCents,
      discountBp,
      exclusive,
      ratioMain,
      ratioPromo,
      sequence,
      dateStart,
      dateEnd,
    });
  }
  return result;
}
