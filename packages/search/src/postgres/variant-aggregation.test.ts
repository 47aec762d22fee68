import type { Localized } from '@vetshop/db';
import { describe, expect, it } from 'vitest';
import type { HitVariantRow } from './hit-rows';
import { variantAggregation } from './variant-aggregation';

const same = (text: string): Localized => ({ fr: text, nl: text, en: text });

const variant = (id: number, attributes: Record<string, Localized> | null): HitVariantRow => ({
  id,
  sku: `SKU-${id}`,
  barcode: null,
  cnk_code: null,
  label: null,
  attributes,
  main: id === 1,
  state: null,
  qty_available: null,
});

describe('variantAggregation', () => {
  it('gives per attribute code its values by key ascending, numbers as numbers, each with its variant ids', () => {
    const collars = [
      variant(1, { size: same('M 35-45 cm'), color: { fr: 'Rouge', nl: 'Rood', en: 'Red' } }),
      variant(2, { size: same('S 25-35 cm'), color: { fr: 'Bleu', nl: 'Blauw', en: 'Blue' } }),
      variant(3, { size: same('M 35-45 cm'), color: { fr: 'Bleu', nl: 'Blauw', en: 'Blue' } }),
    ];
    expect(variantAggregation(collars, 'fr')).toEqual([
      {
        code: 'color',
        name: 'Couleur',
        buckets: [
          { key: 'Bleu', doc_count: 2, variant_ids: [2, 3] },
          { key: 'Rouge', doc_count: 1, variant_ids: [1] },
        ],
      },
      {
        code: 'size',
        name: 'Taille',
        buckets: [
          { key: 'M 35-45 cm', doc_count: 2, variant_ids: [1, 3] },
          { key: 'S 25-35 cm', doc_count: 1, variant_ids: [2] },
        ],
      },
    ]);
    // Keys and names in the asked locale: the buyer reads "Kleur: Blauw, Rood".
    const nl = variantAggregation(collars, 'nl')[0]!;
    expect([nl.name, nl.buckets.map((b) => b.key)]).toEqual(['Kleur', ['Blauw', 'Rood']]);
    // "2,5 mg" before "10 mg": a plain string order would put "10 mg" first.
    const strengths = variantAggregation(
      [variant(1, { strength: same('10 mg') }), variant(2, { strength: same('2,5 mg') })],
      'fr',
    );
    expect(strengths[0]!.buckets.map((b) => b.key)).toEqual(['2,5 mg', '10 mg']);
  });

  it('leaves a variant without a value out of that attribute, and a single variant offers nothing to choose', () => {
    const packs = variantAggregation(
      [variant(1, { pack: same('10') }), variant(2, null), variant(3, { pack: same(' ') })],
      'en',
    );
    expect(packs).toEqual([
      { code: 'pack', name: 'Pack', buckets: [{ key: '10', doc_count: 1, variant_ids: [1] }] },
    ]);
    expect(variantAggregation([variant(1, { pack: same('10') })], 'en')).toEqual([]);
  });

  it('keeps at most 1000 buckets per attribute (spec doc 2 §9), the lowest keys', () => {
    const many = Array.from({ length: 1005 }, (_, i) => variant(i + 1, { gauge: same(`G${i + 1}`) }));
    const buckets = variantAggregation(many, 'fr')[0]!.buckets;
    expect(buckets).toHaveLength(1000);
    expect([buckets[0]!.key, buckets[999]!.key]).toEqual(['G1', 'G1000']);
  });
});
