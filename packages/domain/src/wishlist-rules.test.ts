import { describe, expect, it } from 'vitest';
import { MAX_LINE_QTY } from './constants';
import {
  isWishlistQuantity,
  planAddItems,
  planMoveLines,
  planWishlistUpdate,
  WISHLIST_MAX_LINES,
  WISHLIST_NAME_MAX,
  wishlistNameKey,
  wishlistNameProblem,
  type WishlistLineFacts,
} from './wishlist-rules';

const line = (id: number, productId: number, quantity = 1, sequence = id): WishlistLineFacts => ({
  id,
  productId,
  quantity,
  sequence,
});

describe('wishlist names (spec doc 1 §5: uniqueness checked)', () => {
  it.each([
    ['Semaine', 'semaine'],
    ['Équine', 'equine'],
    ['  Commande   du lundi ', 'commande du lundi'],
    ['CŒUR', 'coeur'],
  ])('compares %j as %j', (name, key) => {
    expect(wishlistNameKey(name)).toBe(key);
  });

  const others = [
    { id: 1, name: 'Commande hebdo' },
    { id: 2, name: 'Équine' },
  ];
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(WISHLIST_NAME_MAX + 1), 'too_long'],
    ['commande  HEBDO', 'taken'],
    ['equine', 'taken'],
    ['Bovins', null],
  ])('%j → %s', (name, problem) => {
    expect(wishlistNameProblem(name, others)).toBe(problem);
  });

  it('lets a list keep its own name when renamed (case or accents changed)', () => {
    expect(wishlistNameProblem('EQUINE', others, 2)).toBeNull();
    expect(wishlistNameProblem('EQUINE', others, 1)).toBe('taken');
  });
});

describe('isWishlistQuantity', () => {
  it.each([
    [1, true],
    [MAX_LINE_QTY, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [MAX_LINE_QTY + 1, false],
    ['2', false],
    [Number.NaN, false],
  ])('%j → %s', (qty, ok) => {
    expect(isWishlistQuantity(qty)).toBe(ok);
  });
});

describe('planAddItems (spec §5: a product only once; §9: quantity 1 by default)', () => {
  it('adds after the last line with quantity 1 by default', () => {
    expect(planAddItems([line(1, 10, 2, 3)], [{ productId: 11 }, { productId: 12, quantity: 4 }])).toEqual({
      add: [
        { productId: 11, quantity: 1, sequence: 4 },
        { productId: 12, quantity: 4, sequence: 5 },
      ],
      duplicates: [],
    });
  });

  it('reports a product already in the list, or twice among the items, and adds the rest', () => {
    expect(
      planAddItems([line(1, 10)], [{ productId: 10 }, { productId: 11 }, { productId: 11, quantity: 3 }]),
    ).toEqual({ add: [{ productId: 11, quantity: 1, sequence: 2 }], duplicates: [10, 11] });
  });

  it('starts an empty list at sequence 1', () => {
    expect(planAddItems([], [{ productId: 5 }]).add).toEqual([{ productId: 5, quantity: 1, sequence: 1 }]);
  });
});

describe('planWishlistUpdate (doc 2 §7 POST wishlists/{id}/update)', () => {
  const current = [line(1, 10, 2), line(2, 20, 1), line(3, 30, 5)];
  const substitutes = (productId: number) => (productId === 20 ? [21, 22] : []);

  it.each<[string, Parameters<typeof planWishlistUpdate>[1], unknown]>([
    [
      'unchanged lines give an empty plan',
      [
        { id: 1, productId: 10, quantity: 2 },
        { id: 2, productId: 20, quantity: 1 },
        { id: 3, productId: 30, quantity: 5 },
      ],
      { update: [], insert: [], remove: [] },
    ],
    [
      'a quantity changed, a line left out (removed), a new line',
      [
        { id: 1, productId: 10, quantity: 7 },
        { id: 2, productId: 20, quantity: 1 },
        { productId: 40, quantity: 1 },
      ],
      {
        update: [{ id: 1, productId: 10, quantity: 7, sequence: 1 }],
        insert: [{ productId: 40, quantity: 1, sequence: 3 }],
        remove: [3],
      },
    ],
    [
      'reordered by position',
      [
        { id: 3, productId: 30, quantity: 5 },
        { id: 1, productId: 10, quantity: 2 },
        { id: 2, productId: 20, quantity: 1 },
      ],
      {
        update: [
          { id: 3, productId: 30, quantity: 5, sequence: 1 },
          { id: 1, productId: 10, quantity: 2, sequence: 2 },
          { id: 2, productId: 20, quantity: 1, sequence: 3 },
        ],
        insert: [],
        remove: [],
      },
    ],
    [
      'a product replaced by one of its substitutes',
      [
        { id: 1, productId: 10, quantity: 2 },
        { id: 2, productId: 22, quantity: 1 },
        { id: 3, productId: 30, quantity: 5 },
      ],
      { update: [{ id: 2, productId: 22, quantity: 1, sequence: 2 }], insert: [], remove: [] },
    ],
  ])('%s', (_, requested, plan) => {
    expect(planWishlistUpdate(current, requested, substitutes)).toEqual({ ok: true, plan });
  });

  it.each<[string, Parameters<typeof planWishlistUpdate>[1], unknown]>([
    [
      'a product that is not a substitute',
      [{ id: 1, productId: 99, quantity: 2 }],
      { code: 'wishlist_substitute_invalid', lineId: 1, productId: 99 },
    ],
    [
      'a product twice',
      [
        { id: 1, productId: 10, quantity: 2 },
        { productId: 10, quantity: 1 },
      ],
      { code: 'wishlist_product_duplicate', productId: 10 },
    ],
    [
      'a substitute already in the list',
      [
        { id: 2, productId: 21, quantity: 1 },
        { productId: 21, quantity: 1 },
      ],
      { code: 'wishlist_product_duplicate', productId: 21 },
    ],
    [
      'an id of another list',
      [{ id: 9, productId: 10, quantity: 2 }],
      { code: 'wishlist_line_not_found', lineId: 9 },
    ],
    [
      'the same id twice',
      [
        { id: 1, productId: 10, quantity: 2 },
        { id: 1, productId: 20, quantity: 2 },
      ],
      { code: 'wishlist_line_not_found', lineId: 1 },
    ],
  ])('refuses %s', (_, requested, refusal) => {
    expect(planWishlistUpdate(current, requested, substitutes)).toEqual({ ok: false, refusal });
  });

  it('refuses more lines than a list may hold', () => {
    const many = Array.from({ length: WISHLIST_MAX_LINES + 1 }, (_, i) => ({
      productId: i + 1,
      quantity: 1,
    }));
    expect(planWishlistUpdate([], many, () => [])).toEqual({
      ok: false,
      refusal: { code: 'wishlist_too_many_lines', max: WISHLIST_MAX_LINES },
    });
  });
});

describe('planMoveLines (moved lines whose product the target has are merged)', () => {
  const source = [line(1, 10, 2), line(2, 20, 3), line(3, 30, 1)];
  const target = [line(7, 20, 4, 1), line(8, 50, 1, 6)];

  it('moves lines after the target’s last line and merges a product the target has', () => {
    expect(planMoveLines(source, target, [1, 2])).toEqual({
      ok: true,
      plan: { move: [{ id: 1, sequence: 7 }], merge: [{ id: 2, intoId: 7, quantity: 7 }] },
    });
  });

  it('caps a merged quantity at the largest line quantity', () => {
    const big = [line(7, 20, MAX_LINE_QTY - 1)];
    expect(planMoveLines(source, big, [2])).toMatchObject({
      ok: true,
      plan: { merge: [{ id: 2, intoId: 7, quantity: MAX_LINE_QTY }] },
    });
  });

  it('refuses a line that is not in the source list', () => {
    expect(planMoveLines(source, target, [1, 7])).toEqual({
      ok: false,
      refusal: { code: 'wishlist_line_not_found', lineId: 7 },
    });
  });

  it('refuses when the target would hold too many lines', () => {
    const full = Array.from({ length: WISHLIST_MAX_LINES }, (_, i) => line(100 + i, 1000 + i));
    expect(planMoveLines(source, full, [1])).toEqual({
      ok: false,
      refusal: { code: 'wishlist_too_many_lines', max: WISHLIST_MAX_LINES },
    });
  });
});
