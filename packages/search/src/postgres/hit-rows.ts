import type { Locale } from '@vetshop/contract';
import type { Executor, ImageSet, Localized } from '@vetshop/db';
import type { Role } from '@vetshop/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyzedTerm } from '../text/tsquery';
import { intArray, queryRows } from './sql';

/**
 * What a hit needs from the catalogue, in the caller's locale, fetched for a list of product ids in ONE
 * statement (variants with stock and category ids folded in as JSON): a search page costs one round trip
 * for its products, whatever their number. The visibility rule is applied here too.
 */

export interface HitVariantRow {
  id: number;
  sku: string;
  barcode: string | null;
  cnk_code: string | null;
  label: string | null;
  attributes: Record<string, Localized> | null;
  main: boolean;
  state: string | null;
  /** Units in stock now (null without a stock row); only the product page shows it, to signed-in buyers. */
  qty_available: number | null;
}

export interface HitProductRow {
  id: number;
  url_key: string;
  name: string;
  short_name: string | null;
  active_principle: string | null;
  species: string[];
  images: ImageSet[] | null;
  order_mode: string;
  veterinary_only: boolean;
  is_mto: boolean;
  is_narcotic_vet: boolean;
  brand_id: number | null;
  brand_name: string | null;
  brand_image_url: string | null;
  variants: HitVariantRow[];
  category_ids: number[];
}

/** The visibility rule (see README): active, sold on the website, veterinary_only for vets only. */
export function visibleProductCondition(role: Role | null, alias = 'p'): SQL {
  const vetOnly = role === 'veterinary' ? sql`` : sql.raw(` AND NOT ${alias}.veterinary_only`);
  return sql`${sql.raw(`${alias}.active AND NOT ${alias}.not_sold_on_website`)}${vetOnly}`;
}

/**
 * A sub-select giving the hit rows (as one JSON array, in the order of `ordinality`) of the products whose
 * ids `ids` yields as `(id, ord)` rows. Products without an active variant are left out.
 */
export function hitRowsJson(idsWithOrder: SQL, locale: Locale, role: Role | null): SQL {
  const loc = sql`${locale}::text`;
  return sql`(SELECT coalesce(json_agg(h.row ORDER BY h.ord), '[]'::json) FROM (
    SELECT i.ord, json_build_object(
      'id', p.id,
      'url_key', p.url_key->>${loc},
      'name', p.name->>${loc},
      'short_name', nullif(p.short_name->>${loc}, ''),
      'active_principle', nullif(p.active_principle->>${loc}, ''),
      'species', p.species,
      'images', p.images,
      'order_mode', p.order_mode,
      'veterinary_only', p.veterinary_only,
      'is_mto', p.is_mto,
      'is_narcotic_vet', p.is_narcotic_vet,
      'brand_id', b.id,
      'brand_name', b.name,
      'brand_image_url', b.image_url,
      'variants', v.list,
      'category_ids', coalesce((SELECT array_agg(pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '{}')
    ) AS row
    FROM ${idsWithOrder} AS i(id, ord)
    JOIN products p ON p.id = i.id
    LEFT JOIN brands b ON b.id = p.brand_id
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object(
               'id', va.id, 'sku', va.sku, 'barcode', va.barcode, 'cnk_code', va.cnk_code,
               'label', nullif(va.variant_label->>${loc}, ''), 'attributes', va.variant_attributes,
               'main', va.main, 'state', s.state,
               'qty_available', s.qty_available) ORDER BY va.sequence, va.id) AS list
      FROM variants va LEFT JOIN stock s ON s.variant_id = va.id
      WHERE va.product_id = p.id AND va.active
    ) v
    WHERE ${visibleProductCondition(role)} AND v.list IS NOT NULL
  ) h)`;
}

/** Hit rows of the given product ids, in that order (hidden or unknown ones left out). */
export async function loadHitRows(
  db: Executor,
  ids: readonly number[],
  locale: Locale,
  role: Role | null,
): Promise<HitProductRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [row] = await queryRows<{ hits: HitProductRow[] }>(
    db,
    sql`SELECT ${hitRowsJson(sql`unnest(${intArray(unique)}) WITH ORDINALITY`, locale, role)} AS hits`,
  );
  return row?.hits ?? [];
}

/** What an autocomplete reads from the index (kept per prefix, see RecentCache): prices are added per call. */
export interface AutocompleteRows {
  terms: AnalyzedTerm[];
  hits: HitProductRow[];
  words: string[] | null;
}
