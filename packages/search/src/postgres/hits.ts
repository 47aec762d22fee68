import {
  SPECIES,
  label,
  type Locale,
  type MiniHit,
  type ProductHit,
  type VariantHit,
} from '@vetshop/contract';
import { loadPricing, type Database } from '@vetshop/db';
import {
  SEARCH_INNER_VARIANTS,
  resolvePrice,
  stockDisplay,
  type IsoDate,
  type ResolvedPrice,
  type Role,
} from '@vetshop/domain';
import type { CategoryIndex } from './categories';
import { loadHitRows, type HitProductRow, type HitVariantRow } from './hit-rows';
import {
  bestStockState,
  mainImage,
  priceView,
  stockView,
  variantAttributeName,
  variantName,
} from './mapping';

/** What a hit needs to be built for one caller. */
export interface HitContext {
  db: Database;
  locale: Locale;
  role: Role | null;
  today: IsoDate;
  categories: CategoryIndex;
  /**
   * The caller's pricelist (the default one for guests: promotion and special flags are shown to guests,
   * prices never); null when the catalogue has no pricelist.
   */
  pricelistId: number | null;
}

/** Prices of variants for the caller, quantity 1, today: one `loadPricing` call. */
export async function priceVariants(
  ctx: HitContext,
  variantIds: readonly number[],
): Promise<Map<number, ResolvedPrice>> {
  const prices = new Map<number, ResolvedPrice>();
  if (ctx.pricelistId === null || variantIds.length === 0) return prices;
  const pricing = await loadPricing(ctx.db, variantIds, ctx.pricelistId);
  const isVeterinary = ctx.role === 'veterinary';
  for (const [id, p] of pricing) {
    const price = resolvePrice(p, { quantity: 1, date: ctx.today, isVeterinary });
    if (price) prices.set(id, price);
  }
  return prices;
}

export function variantHit(
  ctx: HitContext,
  productName: string,
  variant: HitVariantRow,
  prices: ReadonlyMap<number, ResolvedPrice>,
): VariantHit {
  const price = prices.get(variant.id) ?? null;
  return {
    id: variant.id,
    sku: variant.sku,
    barcode: variant.barcode,
    cnk_code: variant.cnk_code,
    name: variantName(productName, variant.label),
    variant_label: variant.label,
    variant_attributes: Object.entries(variant.attributes ?? {}).map(([code, value]) => ({
      code,
      name: variantAttributeName(code, ctx.locale),
      value: value?.[ctx.locale] ?? '',
    })),
    main: variant.main,
    stock: stockView(variant.state),
    price: price && ctx.role !== null ? priceView(price) : null,
    promotion: price?.promotion
      ? {
          ratio_main_product: price.promotion.ratioMainProduct,
          ratio_promotional_product: price.promotion.ratioPromotionalProduct,
          date_end: price.promotion.dateEnd,
        }
      : null,
    is_special: price?.isSpecial ?? false,
  };
}

/** The variant whose net price is the lowest (the product's "from" price), or null when none is priced. */
export function lowestPrice(
  variantIds: readonly number[],
  prices: ReadonlyMap<number, ResolvedPrice>,
): ResolvedPrice | null {
  let best: ResolvedPrice | null = null;
  for (const id of variantIds) {
    const price = prices.get(id);
    if (price && (best === null || price.netCents < best.netCents)) best = price;
  }
  return best;
}

export function productHit(
  ctx: HitContext,
  row: HitProductRow,
  prices: ReadonlyMap<number, ResolvedPrice>,
): ProductHit {
  const { locale } = ctx;
  const variantHits = row.variants.map((v) => variantHit(ctx, row.name, v, prices));
  const lowest = lowestPrice(
    row.variants.map((v) => v.id),
    prices,
  );
  const state = bestStockState(row.variants.map((v) => v.state));
  return {
    id: row.id,
    url_key: row.url_key,
    name: row.name,
    short_name: row.short_name,
    brand:
      row.brand_id === null
        ? null
        : { id: row.brand_id, name: row.brand_name ?? '', image_url: row.brand_image_url },
    image: mainImage(row.images, locale),
    species: row.species.map((code) => ({ code, label: label(SPECIES, code, locale) })),
    active_principle: row.active_principle,
    categories: ctx.categories.withAncestors(row.category_ids).map((c) => ctx.categories.ref(c, locale)),
    flags: {
      veterinary_only: row.veterinary_only,
      is_mto: row.is_mto,
      is_narcotic_vet: row.is_narcotic_vet,
      order_mode: row.order_mode === 'quotation' ? 'quotation' : 'direct',
      is_special: variantHits.some((v) => v.is_special),
      has_promotion: variantHits.some((v) => v.promotion !== null),
    },
    stock: { state, display: stockDisplay(state) },
    price: lowest && ctx.role !== null ? priceView(lowest) : null,
    variant_count: row.variants.length,
    variants: variantHits.slice(0, SEARCH_INNER_VARIANTS),
  };
}

/** Hits of rows fetched by `hitRowsJson`: one `loadPricing` call for all their variants. */
export async function hitsFromRows(ctx: HitContext, rows: readonly HitProductRow[]): Promise<ProductHit[]> {
  const prices = await priceVariants(
    ctx,
    rows.flatMap((r) => r.variants.map((v) => v.id)),
  );
  return rows.map((row) => productHit(ctx, row, prices));
}

/** Product hits in the order of `ids` (hidden or unknown ids left out): three queries in all. */
export async function loadProductHits(ctx: HitContext, ids: readonly number[]): Promise<ProductHit[]> {
  return hitsFromRows(ctx, await loadHitRows(ctx.db, ids, ctx.locale, ctx.role));
}

export function miniHit(hit: ProductHit): MiniHit {
  return { id: hit.id, url_key: hit.url_key, name: hit.name, image: hit.image, price: hit.price };
}
