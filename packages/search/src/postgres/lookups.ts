import type { Category, CategoryLookupResult, ProductHit, VariantLookup } from '@vetshop/contract';
import { metaDescription } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../engine';
import { text, textOrNull, type CategoryIndex, type CategoryRow } from './categories';
import type { EngineContext } from './context';
import { hitRowsJson, type HitProductRow } from './hit-rows';
import { loadProductHits, priceVariants, productHit, type HitContext } from './hits';
import { intArray, queryRows } from './sql';
import { resolveUrlKey } from './url-keys';

/** Lookups by id lists cap at the spec's default size: larger lists are a client bug, not a use case. */
const MAX_IDS = 1000;

function cleanIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))].slice(0, MAX_IDS);
}

export async function productsByIds(
  env: EngineContext,
  ids: readonly number[],
  caller: Caller,
): Promise<ProductHit[]> {
  const wanted = cleanIds(ids);
  if (wanted.length === 0) return [];
  return loadProductHits(await env.hitContext(caller.role, caller.locale), wanted);
}

export async function variantsByIds(
  env: EngineContext,
  ids: readonly number[],
  caller: Caller,
): Promise<VariantLookup[]> {
  const wanted = cleanIds(ids);
  if (wanted.length === 0) return [];
  return loadVariantLookups(await env.hitContext(caller.role, caller.locale), wanted);
}

/**
 * Variants with their product, in the order of `ids`; a variant is left out when it or its product is
 * inactive or hidden from the caller. One statement for the catalogue data, one `loadPricing`.
 */
export async function loadVariantLookups(ctx: HitContext, ids: readonly number[]): Promise<VariantLookup[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const [row] = await queryRows<{ hits: HitProductRow[] }>(
    ctx.db,
    sql`SELECT ${hitRowsJson(
      sql`(SELECT DISTINCT product_id, product_id FROM variants WHERE id = ANY(${intArray(wanted)}))`,
      ctx.locale,
      ctx.role,
    )} AS hits`,
  );
  const rows = row?.hits ?? [];
  const ownerOf = new Map<number, HitProductRow>();
  for (const product of rows) for (const v of product.variants) ownerOf.set(v.id, product);
  const prices = await priceVariants(
    ctx,
    wanted.filter((id) => ownerOf.has(id)),
  );
  const hits = new Map<number, ProductHit>();
  const result: VariantLookup[] = [];
  for (const id of wanted) {
    const product = ownerOf.get(id);
    if (!product) continue;
    let hit = hits.get(product.id);
    if (!hit) {
      hit = productHit(ctx, product, prices);
      hits.set(product.id, hit);
    }
    const variant = hit.variants.find((v) => v.id === id);
    if (!variant) continue;
    result.push({
      ...variant,
      product: {
        id: hit.id,
        url_key: hit.url_key,
        name: hit.name,
        image: hit.image,
        brand: hit.brand,
        flags: hit.flags,
      },
    });
  }
  return result;
}

export async function categoryByUrlKey(
  env: EngineContext,
  urlKey: string,
  caller: Caller,
): Promise<CategoryLookupResult | null> {
  const [target, categories] = await Promise.all([
    resolveUrlKey(env.db, 'category', urlKey, caller.locale),
    env.categories(),
  ]);
  if (!target) return null;
  const row = categories.byId.get(target.entityId);
  if (!row || categories.path(row.id).length === 0) return null;
  if (!target.current) return { redirect: text(row.urlKey, caller.locale) };
  return { category: categoryView(categories, row, caller) };
}

export function categoryView(categories: CategoryIndex, row: CategoryRow, caller: Caller): Category {
  const { locale } = caller;
  const name = text(row.name, locale);
  const parent = row.parentId === null ? undefined : categories.byId.get(row.parentId);
  const shortDescription = textOrNull(row.shortDescription, locale);
  const description = textOrNull(row.description, locale);
  return {
    id: row.id,
    url_key: text(row.urlKey, locale),
    name,
    level: row.level,
    subtitle: textOrNull(row.subtitle, locale),
    short_description: shortDescription,
    description,
    seo_title: textOrNull(row.seoTitle, locale) ?? name,
    meta_description:
      textOrNull(row.metaDescription, locale) ?? metaDescription(name, shortDescription, description),
    meta_keywords: textOrNull(row.metaKeywords, locale),
    image_url: row.imageUrl,
    parent: parent
      ? { id: parent.id, url_key: text(parent.urlKey, locale), name: text(parent.name, locale) }
      : null,
    childs: categories.childrenOf(row.id).map((child) => categories.summary(child, locale)),
    url_key_locales: { fr: row.urlKey.fr, nl: row.urlKey.nl, en: row.urlKey.en },
    breadcrumb: categories.path(row.id).map((c) => categories.ref(c, locale)),
  };
}
