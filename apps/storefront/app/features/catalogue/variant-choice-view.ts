import type { VariantAggregation } from '@vetshop/contract';

export interface VariantChoiceValue {
  key: string;
  /** The shown variant has this value. */
  selected: boolean;
  /** A variant has this value and every value already chosen for the other attributes. */
  available: boolean;
  /**
   * The variant the value leads to: the first (by sequence) that keeps the other choices, else, for an unavailable
   * value, the closest that has it: the one keeping the most other choices, the first of those (the buyer still
   * reaches it; as few other choices as possible change with it).
   */
  variantId: number;
}

export interface VariantChoiceControl {
  code: string;
  name: string;
  values: VariantChoiceValue[];
}

/**
 * The variant choice of the product page (issue 20 §7) from the back office's variant aggregation: one control per
 * attribute, its values in the aggregation's order, each marked available or not given the values the shown variant
 * has for the other attributes (the "attributes already chosen" of spec doc 2 §7).
 */
export function variantChoices(
  aggregation: readonly VariantAggregation[],
  selectedId: number,
): VariantChoiceControl[] {
  // The chosen value of each attribute: the bucket that holds the shown variant (none when it lacks the attribute).
  const chosen = new Map(
    aggregation.flatMap((a) => {
      const bucket = a.buckets.find((b) => b.variant_ids.includes(selectedId));
      return bucket ? [[a.code, new Set(bucket.variant_ids)] as const] : [];
    }),
  );
  return aggregation.map((attribute) => {
    const others = [...chosen.entries()].filter(([code]) => code !== attribute.code).map(([, ids]) => ids);
    return {
      code: attribute.code,
      name: attribute.name,
      values: attribute.buckets.map((bucket) => {
        // How many of the other chosen values each variant with this value keeps; all of them: available.
        const kept = (id: number) => others.filter((ids) => ids.has(id)).length;
        const closest = bucket.variant_ids.reduce<number | undefined>(
          (best, id) => (best === undefined || kept(id) > kept(best) ? id : best),
          undefined,
        );
        const selected = bucket.variant_ids.includes(selectedId);
        return {
          key: bucket.key,
          selected,
          available: closest !== undefined && kept(closest) === others.length,
          variantId: selected ? selectedId : (closest ?? selectedId),
        };
      }),
    };
  });
}
