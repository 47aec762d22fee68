import type { LineRefusal } from '@vetshop/cart';
import { CART_REFUSAL_CODES } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { translate, type Locale, type Translate } from '../../i18n';
import '../../i18n/catalogues.server';
import { placeRefusals, refusalReason } from './line-refusals';

const refusal = (key: string, code = 'product_unknown'): LineRefusal => ({
  key,
  productId: Number(key.split('|')[0]),
  options: null,
  uuid: `tx-${key}`,
  qty: 1,
  code,
  message: 'Message du back office',
  at: 0,
});

const tIn =
  (locale: Locale): Translate =>
  (key, params) =>
    translate(locale, key, params);

describe('refusalReason (issue 8 §1: a refused change said on its line, in the buyer’s language)', () => {
  it('gives every refusal code of the contract a message of its own in fr, nl and en', () => {
    for (const locale of ['fr', 'nl', 'en'] as const)
      for (const code of CART_REFUSAL_CODES) {
        const text = refusalReason(refusal('1|', code), tIn(locale), locale);
        expect(text).not.toBe('Message du back office');
        expect(text).not.toMatch(/cart\.syncRefusal|\{max\}/);
      }
  });

  it('says the largest quantity of a line, formatted for the language', () => {
    expect(refusalReason(refusal('1|', 'qty_too_large'), tIn('en'), 'en')).toBe(
      'a cart line holds at most 100,000 units.',
    );
    expect(refusalReason(refusal('1|', 'qty_too_large'), tIn('fr'), 'fr')).toMatch(/au plus 100\s000 unités/);
  });

  it('shows the back office’s own message for a code this storefront does not know yet', () => {
    expect(refusalReason(refusal('1|', 'product_recalled'), tIn('nl'), 'nl')).toBe('Message du back office');
  });
});

describe('placeRefusals', () => {
  it('puts a refusal under its line, and one whose line the cart does not have in a row of its own', () => {
    const onLine = refusal('1|');
    const added = refusal('7|{"size":"L"}');
    const placed = placeRefusals([onLine, added], [{ key: '1|' }, { key: '2|' }]);
    expect([...placed.onLines.entries()]).toEqual([['1|', onLine]]);
    expect(placed.apart).toEqual([added]);
  });
});
