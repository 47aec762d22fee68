import { describe, expect, it } from 'vitest';
import { offersPromoAlert, parsePromoAlertForm } from './promo-alert-form';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('parsePromoAlertForm', () => {
  it('reads the product, the intent and the page to go back to', () => {
    expect(
      parsePromoAlertForm(form({ product_id: '42', intent: 'subscribe', redirect_to: '/fr/p/x' })),
    ).toEqual({
      productId: 42,
      intent: 'subscribe',
      redirectTo: '/fr/p/x',
    });
    expect(parsePromoAlertForm(form({ product_id: '42', intent: 'unsubscribe' }))).toEqual({
      productId: 42,
      intent: 'unsubscribe',
      redirectTo: null,
    });
  });

  it.each([
    [{ intent: 'subscribe' }],
    [{ product_id: '', intent: 'subscribe' }],
    [{ product_id: '0', intent: 'subscribe' }],
    [{ product_id: '-3', intent: 'subscribe' }],
    [{ product_id: '1.5', intent: 'subscribe' }],
    [{ product_id: '2147483648', intent: 'subscribe' }],
    [{ product_id: '12', intent: 'toggle' }],
    [{ product_id: '12' }],
  ])('refuses %j', (fields: Record<string, string>) => {
    expect(parsePromoAlertForm(form(fields))).toBeNull();
  });
});

describe('offersPromoAlert', () => {
  it('is offered to a signed-in buyer on a product with a promotion or a special', () => {
    expect(offersPromoAlert({ signedIn: true, hasPromotion: true, isSpecial: false })).toBe(true);
    expect(offersPromoAlert({ signedIn: true, hasPromotion: false, isSpecial: true })).toBe(true);
    expect(offersPromoAlert({ signedIn: true, hasPromotion: false, isSpecial: false })).toBe(false);
    expect(offersPromoAlert({ signedIn: false, hasPromotion: true, isSpecial: true })).toBe(false);
  });
});
