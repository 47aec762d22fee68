import {
  ADMINISTRATION_ROUTES,
  AGES,
  ANIMAL_SIZES,
  FOOD_RANGES,
  INDICATIONS,
  PRESENTATIONS,
  SPECIES,
  label,
  MAX_SIMILAR_PRODUCTS,
  type Locale,
  type MiniHit,
  type ProductDetail,
  type ProductLookupResult,
  type Substitute,
} from '@vetshop/contract';
import { productLinks, products, substitutions, type Media } from '@vetshop/db';
import { centsToEuros, metaDescription, type ResolvedPrice } from '@vetshop/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../engine';
import { textOrNull, type CategoryIndex } from './categories';
import type { EngineContext } from './context';
import { loadHitRows, type HitProductRow } from './hit-rows';
import { loadProductHits, miniHit, priceVariants, productHit, type HitContext } from './hits';
import { loadVariantLookups } from './lookups';
import { imageView, PRODUCT_ATTRIBUTE_NAMES, sortedImages, stockView } from './mapping';
import { similarProductIds } from './similarity-store';
import { resolveUrlKey } from './url-keys';
import { variantAggregation } from './variant-aggregation';

/** The product page: the hit plus texts, attributes, medias, links, price breaks, substitutes and similar products. */
export async function productByUrlKey(
  env: EngineContext,
  urlKey: string,
  caller: Caller,
): Promise<ProductLookupResult | null> {
  const target = await resolveUrlKey(env.db, 'product', urlKey, caller.locale);
  if (!target) return null;
  const ctx = await env.hitContext(caller.role, caller.locale);
  const [row] = await loadHitRows(ctx.db, [target.entityId], ctx.locale, ctx.role);
  if (!row) return null;
  if (!target.current) return { redirect: row.url_key };
  return { product: await productDetail(ctx, row) };
}

export async function productDetail(ctx: HitContext, row: HitProductRow): Promise<ProductDetail> {
  const { locale } = ctx;
  const unavailable = row.variants.filter((v) => stockView(v.state).display === 'no_stock').map((v) => v.id);
  const [[product], prices, links, substitutes, similar] = await Promise.all([
    ctx.db.select().from(products).where(eq(products.id, row.id)),
    priceVariants(
      ctx,
      row.variants.map((v) => v.id),
    ),
    loadLinks(ctx, row.id),
    loadSubstitutes(ctx, unavailable),
    loadSimilar(ctx, row.id),
  ]);
  if (!product) throw new Error(`product ${row.id} vanished`);
  const hit = productHit(ctx, row, prices);
  const name = hit.name;
  const stockNow = new Map(row.variants.map((v) => [v.id, Math.max(0, v.qty_available ?? 0)]));
  const shortDescription = textOrNull(product.shortDescription, locale);
  const description = textOrNull(product.description, locale);
  return {
    ...hit,
    variants: hit.variants.map((v) => ({
      ...v,
      // Signed-in answers only: they are private, no-store; a guest's is cached publicly, and a quantity
      // cached for minutes would read as a promise (guests cannot order anyway).
      qty_available: ctx.role === null ? null : (stockNow.get(v.id) ?? 0),
      price_breaks: ctx.role === null ? [] : priceBreaks(prices.get(v.id)),
      substitutes: substitutes.get(v.id) ?? [],
    })),
    description,
    short_description: shortDescription,
    seo_title: textOrNull(product.seoTitle, locale) ?? name,
    meta_description:
      textOrNull(product.metaDescription, locale) ?? metaDescription(name, shortDescription, description),
    meta_keywords: textOrNull(product.metaKeywords, locale),
    url_key_locales: { fr: product.urlKey.fr, nl: product.urlKey.nl, en: product.urlKey.en },
    images: sortedImages(product.images).map((image) => imageView(image, locale)),
    attributes: attributes(product, locale),
    medias: medias(product.medias, locale),
    link_info: product.linkInfo,
    link_notice: product.linkNotice,
    link_video: product.linkVideo,
    links,
    breadcrumb: breadcrumb(ctx.categories, row.category_ids, locale),
    similar,
    variant_aggregation: variantAggregation(row.variants, locale),
  };
}

/** The nearest products the caller may see (decision 032), priced as every hit. */
async function loadSimilar(ctx: HitContext, productId: number): Promise<MiniHit[]> {
  const ids = await similarProductIds(ctx.db, productId, ctx.role, MAX_SIMILAR_PRODUCTS);
  return (await loadProductHits(ctx, ids)).map(miniHit);
}

function priceBreaks(price: ResolvedPrice | undefined): ProductDetail['variants'][number]['price_breaks'] {
  return (price?.priceBreaks ?? []).map((b) => ({
    min_quantity: b.minQuantity,
    discount: b.discountBp / 100,
    value: centsToEuros(b.netCents),
  }));
}

/** Cross-sell, up-sell and related products visible to the caller, by sequence. */
async function loadLinks(ctx: HitContext, productId: number): Promise<ProductDetail['links']> {
  const rows = await ctx.db
    .select({ id: productLinks.linkedProductId, type: productLinks.type })
    .from(productLinks)
    .where(eq(productLinks.productId, productId))
    .orderBy(asc(productLinks.sequence), asc(productLinks.linkedProductId));
  const links: ProductDetail['links'] = { cross: [], up: [], related: [] };
  if (rows.length === 0) return links;
  const hits = new Map(
    (
      await loadProductHits(
        ctx,
        rows.map((r) => r.id),
      )
    ).map((h) => [h.id, miniHit(h)]),
  );
  for (const row of rows) {
    const hit: MiniHit | undefined = hits.get(row.id);
    if (hit && links[row.type] && !links[row.type].some((h) => h.id === hit.id)) links[row.type].push(hit);
  }
  return links;
}

/** Substitutes of the unavailable variants, visible to the caller, by sequence. */
async function loadSubstitutes(
  ctx: HitContext,
  variantIds: readonly number[],
): Promise<Map<number, Substitute[]>> {
  const result = new Map<number, Substitute[]>();
  if (variantIds.length === 0) return result;
  const rows = await ctx.db
    .select({ variantId: substitutions.variantId, substituteId: substitutions.substituteVariantId })
    .from(substitutions)
    .where(inArray(substitutions.variantId, [...variantIds]))
    .orderBy(asc(substitutions.sequence), asc(substitutions.substituteVariantId));
  if (rows.length === 0) return result;
  const lookups = new Map(
    (
      await loadVariantLookups(
        ctx,
        rows.map((r) => r.substituteId),
      )
    ).map((v) => [v.id, v] as const),
  );
  for (const row of rows) {
    const v = lookups.get(row.substituteId);
    if (!v) continue;
    const list = result.get(row.variantId) ?? [];
    list.push({
      id: v.id,
      product_id: v.product.id,
      url_key: v.product.url_key,
      name: v.name,
      sku: v.sku,
      image: v.product.image,
      price: v.price,
      stock: v.stock,
    });
    result.set(row.variantId, list);
  }
  return result;
}

function attributes(product: typeof products.$inferSelect, locale: Locale): ProductDetail['attributes'] {
  const a = product.attributes ?? {};
  const list: [string, string[]][] = [
    ['species', product.species.map((c) => label(SPECIES, c, locale))],
    ['active_principle', product.activePrinciple?.[locale] ? [product.activePrinciple[locale]] : []],
    ['animal_size', (a.animalSize ?? []).map((c) => label(ANIMAL_SIZES, c, locale))],
    ['age', (a.age ?? []).map((c) => label(AGES, c, locale))],
    ['food_range', a.foodRange ? [label(FOOD_RANGES, a.foodRange, locale)] : []],
    ['indication', (a.indication ?? []).map((c) => label(INDICATIONS, c, locale))],
    [
      'administration_route',
      a.administrationRoute ? [label(ADMINISTRATION_ROUTES, a.administrationRoute, locale)] : [],
    ],
    ['presentation', a.presentation ? [label(PRESENTATIONS, a.presentation, locale)] : []],
  ];
  return list
    .filter(([, values]) => values.length > 0)
    .map(([code, values]) => ({ code, name: PRODUCT_ATTRIBUTE_NAMES[code]?.[locale] ?? code, values }));
}

function medias(list: readonly Media[] | null, locale: Locale): ProductDetail['medias'] {
  return (list ?? [])
    .filter((m) => m.lang === null || m.lang === locale)
    .sort((a, b) => a.sequence - b.sequence)
    .map((m) => ({ lang: m.lang, name: m.name, sequence: m.sequence, type: m.type, url: m.url }));
}

/** The path to the product's deepest category (the first by sequence among equals). */
function breadcrumb(
  categories: CategoryIndex,
  categoryIds: readonly number[],
  locale: Locale,
): ProductDetail['breadcrumb'] {
  let best: ReturnType<CategoryIndex['path']> = [];
  for (const id of categoryIds) {
    const path = categories.path(id);
    const last = path[path.length - 1];
    const bestLast = best[best.length - 1];
    if (!last) continue;
    if (
      !bestLast ||
      path.length > best.length ||
      (path.length === best.length && last.sequence < bestLast.sequence)
    ) {
      best = path;
    }
  }
  return best.map((row) => categories.ref(row, locale));
}
