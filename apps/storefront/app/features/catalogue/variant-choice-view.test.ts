import type { VariantAggregation } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { variantChoices } from './variant-choice-view';

/** Four variants: 10 tablets in 5 and 10 mg, 100 tablets in 10 mg only (variant 4 has no strength). */
const aggregation: VariantAggregation[] = [
  {
    code: 'pack',
    name: 'Pack',
    buckets: [
      { key: '10 tablets', doc_count: 2, variant_ids: [1, 2] },
      { key: '100 tablets', doc_count: 2, variant_ids: [3, 4] },
    ],
  },
  {
    code: 'strength',
    name: 'Strength',
    buckets: [
      { key: '5 mg', doc_count: 1, variant_ids: [1] },
      { key: '10 mg', doc_count: 2, variant_ids: [2, 3] },
    ],
  },
];

const values = (selected: number, code: string) =>
  variantChoices(aggregation, selected)
    .find((c) => c.code === code)!
    .values.map(({ key, selected: s, available, variantId }) => ({ key, s, available, variantId }));

describe('variantChoices', () => {
  it('marks unavailable the values no variant offers with the other chosen values, and still leads to one', () => {
    // 10 tablets of 5 mg chosen: no 100 tablets of 5 mg, so 100 tablets is unavailable (leads to variant 3).
    expect(values(1, 'pack')).toEqual([
      { key: '10 tablets', s: true, available: true, variantId: 1 },
      { key: '100 tablets', s: false, available: false, variantId: 3 },
    ]);
    expect(values(1, 'strength')).toEqual([
      { key: '5 mg', s: true, available: true, variantId: 1 },
      { key: '10 mg', s: false, available: true, variantId: 2 },
    ]);
  });

  it('keeps the other chosen values when a value is available with them', () => {
    // 10 mg chosen: both packs exist in 10 mg; 100 tablets leads to variant 3, not 4 (no strength).
    expect(values(2, 'pack')).toEqual([
      { key: '10 tablets', s: true, available: true, variantId: 2 },
      { key: '100 tablets', s: false, available: true, variantId: 3 },
    ]);
    // 100 tablets of 10 mg chosen: 5 mg does not exist in 100 tablets.
    expect(values(3, 'strength')).toEqual([
      { key: '5 mg', s: false, available: false, variantId: 1 },
      { key: '10 mg', s: true, available: true, variantId: 3 },
    ]);
  });

  it('does not restrict by an attribute the shown variant lacks', () => {
    // Variant 4 (100 tablets) has no strength: every pack stays available; strengths are those of 100 tablets.
    expect(values(4, 'pack')).toEqual([
      { key: '10 tablets', s: false, available: true, variantId: 1 },
      { key: '100 tablets', s: true, available: true, variantId: 4 },
    ]);
    expect(values(4, 'strength')).toEqual([
      { key: '5 mg', s: false, available: false, variantId: 1 },
      { key: '10 mg', s: false, available: true, variantId: 3 },
    ]);
  });

  it('leads an unavailable value to the closest variant: the one keeping the most other chosen values', () => {
    // Collars: 1 S red nylon, 2 L blue leather, 3 L red leather, 4 M red nylon. S red nylon chosen: no L in nylon,
    // so L is unavailable; 3 keeps red (one change: the material), 2 keeps nothing (two changes).
    const collars: VariantAggregation[] = [
      {
        code: 'color',
        name: 'Colour',
        buckets: [
          { key: 'Blue', doc_count: 1, variant_ids: [2] },
          { key: 'Red', doc_count: 3, variant_ids: [1, 3, 4] },
        ],
      },
      {
        code: 'material',
        name: 'Material',
        buckets: [
          { key: 'Leather', doc_count: 2, variant_ids: [2, 3] },
          { key: 'Nylon', doc_count: 2, variant_ids: [1, 4] },
        ],
      },
      {
        code: 'size',
        name: 'Size',
        buckets: [
          { key: 'L', doc_count: 2, variant_ids: [2, 3] },
          { key: 'M', doc_count: 1, variant_ids: [4] },
          { key: 'S', doc_count: 1, variant_ids: [1] },
        ],
      },
    ];
    const sizes = variantChoices(collars, 1).find((c) => c.code === 'size')!.values;
    expect(sizes.map(({ key, available, variantId }) => ({ key, available, variantId }))).toEqual([
      { key: 'L', available: false, variantId: 3 },
      { key: 'M', available: true, variantId: 4 },
      { key: 'S', available: true, variantId: 1 },
    ]);
  });
});
