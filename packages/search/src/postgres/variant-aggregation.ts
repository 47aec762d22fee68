import { VARIANT_AGGREGATION_BUCKETS, type Locale, type VariantAggregation } from '@vetshop/contract';
import type { HitVariantRow } from './hit-rows';
import { variantAttributeName } from './mapping';

/**
 * The variant aggregation of one url_key (spec doc 2 §7, issue 20 §7): a term aggregation per variant attribute
 * over the product's active variants (the hit row holds them all, by sequence), buckets by key ascending (spec §9),
 * at most 1000. A variant without a value for an attribute is in none of its buckets. Numbers inside a key compare
 * as numbers ("2,5 mg" before "10 mg"), the order a buyer reads a size or strength scale in.
 */
export function variantAggregation(variants: readonly HitVariantRow[], locale: Locale): VariantAggregation[] {
  // One variant offers no choice: nothing to aggregate.
  if (variants.length < 2) return [];
  const byCode = new Map<string, Map<string, number[]>>();
  for (const variant of variants) {
    for (const [code, value] of Object.entries(variant.attributes ?? {})) {
      const key = value?.[locale]?.trim();
      if (!key) continue;
      const buckets = byCode.get(code) ?? new Map<string, number[]>();
      byCode.set(code, buckets);
      const ids = buckets.get(key) ?? [];
      buckets.set(key, ids);
      ids.push(variant.id);
    }
  }
  const collator = new Intl.Collator(locale, { numeric: true });
  return [...byCode.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([code, buckets]) => ({
      code,
      name: variantAttributeName(code, locale),
      buckets: [...buckets.entries()]
        .sort(([a], [b]) => collator.compare(a, b))
        .slice(0, VARIANT_AGGREGATION_BUCKETS)
        .map(([key, ids]) => ({ key, doc_count: ids.length, variant_ids: ids })),
    }));
}
