import { describe, expect, it } from 'vitest';
import { activePrinciples, documentFacets, facetSlug, tokenFacet } from './facet-tokens';
import type { BatchProduct, BatchVariant } from './refresh-loader';

const L = (fr: string, nl: string, en: string) => ({ fr, nl, en });

const product: BatchProduct = {
  id: 7,
  url_key: L('a', 'a', 'a'),
  name: L('Clavamox', 'Clavamox', 'Clavamox'),
  short_name: null,
  active_principle: L(
    'amoxicilline + acide clavulanique',
    'amoxicilline + clavulaanzuur',
    'amoxicillin + clavulanic acid',
  ),
  description: null,
  short_description: null,
  brand_id: 1,
  brand_name: 'Zorba',
  supplier_id: 12,
  supplier_name: 'Zorba Distribution',
  species: ['dog'],
  attributes: { administrationRoute: 'oral', presentation: 'tablet', indication: ['infection', 'care'] },
  order_mode: 'direct',
  veterinary_only: false,
};
const variant = (size: string, color: string | null): BatchVariant => ({
  id: 1,
  product_id: 7,
  sku: 'X',
  cnk_code: null,
  barcode: null,
  label: null,
  attributes: { size: L(size, size, size), ...(color ? { color: L('Rouge', 'Rood', color) } : {}) },
  indicated: null,
  state: 'in_stock',
});

describe('facet tokens', () => {
  it('slugs a word of the catalogue for a URL, accents and punctuation aside', () => {
    expect(facetSlug('Acide clavulanique')).toBe('acide-clavulanique');
    expect(facetSlug(' 7,5 × 7,5 cm ')).toBe('7-5-7-5-cm');
    expect(facetSlug('Méloxicam')).toBe('meloxicam');
    expect(facetSlug('+++')).toBe('');
  });

  it('splits a combination into its principles, in each language', () => {
    expect(activePrinciples('amoxicilline + acide clavulanique')).toEqual([
      'amoxicilline',
      'acide clavulanique',
    ]);
    expect(activePrinciples('trimethoprim/sulfadiazine')).toEqual(['trimethoprim', 'sulfadiazine']);
    expect(activePrinciples('fipronil en (S)-methopreen')).toEqual(['fipronil', '(S)-methopreen']);
    expect(activePrinciples(null)).toEqual([]);
  });

  it('names a document by codes, ids and English slugs, labelled in its own language', () => {
    const { tokens, labels } = documentFacets(
      product,
      [variant('Size S', 'Red'), variant('Size M', null)],
      'nl',
      { is_discount: ['veterinary'], is_discount_this_month: [] },
      { vetGroups: [[3, 'Vet Efficiency']], loyaltyRules: [[9, 'Geneesmiddelen']] },
    );
    expect(tokens).toEqual([
      'active_principle:amoxicillin',
      'active_principle:clavulanic-acid',
      'administration_route:oral',
      'color:red',
      'indication:care',
      'indication:infection',
      'is_discount:veterinary',
      'loyalty_rule:9',
      'order_mode:direct',
      'presentation:tablet',
      'size:size-m',
      'size:size-s',
      'supplier:12',
      'vet_group:3',
    ]);
    expect(Object.fromEntries(labels)).toMatchObject({
      'active_principle:amoxicillin': 'amoxicilline',
      'active_principle:clavulanic-acid': 'clavulaanzuur',
      'color:red': 'Rood',
      'supplier:12': 'Zorba Distribution',
      'vet_group:3': 'Vet Efficiency',
      'loyalty_rule:9': 'Geneesmiddelen',
    });
    expect(tokens.map(tokenFacet)).toContain('active_principle');
  });
});
