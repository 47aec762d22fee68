import {
  autocompleteQuerySchema,
  categoryNodeSchema,
  idsQuerySchema,
  productSearchQuerySchema,
} from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** The search contract's query schemas read a GET querystring as well as JSON (packages/contract/src/search.ts). */
describe('productSearchQuerySchema', () => {
  it('applies the defaults', () => {
    expect(productSearchQuerySchema.parse({})).toEqual({
      locale: 'fr',
      brand: [],
      species: [],
      category: [],
      stock_state: [],
      administration_route: [],
      active_principle: [],
      animal_size: [],
      age: [],
      food_range: [],
      indication: [],
      presentation: [],
      size: [],
      color: [],
      supplier: [],
      order_mode: [],
      vet_group: [],
      loyalty_rule: [],
      sort: 'relevance',
      page: 1,
      page_size: 24,
    });
  });

  it('reads the attribute filters as codes or slugs, and refuses anything else', () => {
    expect(
      productSearchQuerySchema.parse({
        administration_route: 'oral,spot_on',
        active_principle: 'Acide-Clavulanique',
        supplier: ['3', '12'],
        order_mode: 'quotation',
        is_discount: 'true',
        is_discount_this_month: '0',
      }),
    ).toMatchObject({
      administration_route: ['oral', 'spot_on'],
      active_principle: ['acide-clavulanique'],
      supplier: [3, 12],
      order_mode: ['quotation'],
      is_discount: true,
      is_discount_this_month: false,
    });
    for (const bad of [
      { active_principle: 'amoxi cilline' },
      { size: '<b>' },
      { order_mode: 'free' },
      { supplier: 'x' },
      { is_discount: 'maybe' },
    ])
      expect(productSearchQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('reads lists as one value, repeated values or a comma-separated value', () => {
    const parsed = productSearchQuerySchema.parse({
      brand: '3',
      category: ['4', '5'],
      species: 'dog,cat',
      stock_state: 'in_stock',
    });
    expect(parsed).toMatchObject({
      brand: [3],
      category: [4, 5],
      species: ['dog', 'cat'],
      stock_state: ['in_stock'],
    });
  });

  it('reads booleans and numbers from text', () => {
    expect(
      productSearchQuerySchema.parse({ promotion: 'false', special: '1', page: '3', page_size: '50' }),
    ).toMatchObject({
      promotion: false,
      special: true,
      page: 3,
      page_size: 50,
    });
    expect(productSearchQuerySchema.parse({ promotion: true }).promotion).toBe(true);
  });

  it.each([
    { page_size: '101' },
    { page: '0' },
    { sort: 'price' },
    { promotion: 'yes' },
    { stock_state: 'plenty' },
    { brand: 'abc' },
    { locale: 'de' },
  ])('refuses %o', (input) => {
    expect(productSearchQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('other query schemas', () => {
  it('bounds the autocomplete size', () => {
    expect(autocompleteQuerySchema.parse({ q: 'amo' })).toEqual({ q: 'amo', size: 8, locale: 'fr' });
    expect(autocompleteQuerySchema.safeParse({ q: 'amo', size: '21' }).success).toBe(false);
    expect(autocompleteQuerySchema.safeParse({ q: ' ' }).success).toBe(false);
  });

  it('reads an id list, empty when absent', () => {
    expect(idsQuerySchema.parse({}).ids).toEqual([]);
    expect(idsQuerySchema.parse({ ids: '1,2' }).ids).toEqual([1, 2]);
  });

  it('describes the recursive category tree in JSON Schema', () => {
    expect(() => z.toJSONSchema(categoryNodeSchema)).not.toThrow();
    expect(
      categoryNodeSchema.parse({
        id: 1,
        url_key: 'a',
        name: 'A',
        level: 0,
        image_url: null,
        sequence: 1,
        childs: [],
      }),
    ).toBeTruthy();
  });
});
