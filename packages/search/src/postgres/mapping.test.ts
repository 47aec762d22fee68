import type { ResolvedPrice } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { bestStockState, imageView, priceView, stockView, variantName } from './mapping';

const price = (over: Partial<ResolvedPrice>): ResolvedPrice => ({
  grossCents: 2000,
  quantityDiscountBp: 1000,
  supplierDiscountBp: 500,
  exclusive: false,
  netCents: 1710,
  discountBp: 1450,
  indicatedPriceCents: null,
  promotion: null,
  isSpecial: false,
  priceBreaks: [],
  ...over,
});

describe('priceView', () => {
  it('gives euros from cents and the discount in percent, tax excluded', () => {
    expect(priceView(price({ indicatedPriceCents: 2999 }))).toEqual({
      value: 17.1,
      original_value: 20,
      discount: 14.5,
      tax_included: false,
      indicated_price: 29.99,
      currency: 'EUR',
    });
    expect(priceView(price({})).indicated_price).toBeNull();
  });
});

describe('stock', () => {
  it('shows two states to the buyer', () => {
    expect(stockView('in_limited_stock')).toEqual({ state: 'in_limited_stock', display: 'in_stock' });
    expect(stockView('resupplying')).toEqual({ state: 'resupplying', display: 'no_stock' });
    expect(stockView(null)).toEqual({ state: 'out_of_stock', display: 'no_stock' });
  });

  it("takes the best of the variants' states for the product", () => {
    expect(bestStockState(['out_of_stock', 'in_limited_stock', 'resupplying'])).toBe('in_limited_stock');
    expect(bestStockState(['supplier_out_of_stock', 'resupplying'])).toBe('resupplying');
    expect(bestStockState([])).toBe('out_of_stock');
  });
});

describe('names and images', () => {
  it('joins the product name and the variant label', () => {
    expect(variantName('Zorbamox', '10 comprimés')).toBe('Zorbamox - 10 comprimés');
    expect(variantName('Zorbamox', null)).toBe('Zorbamox');
  });

  it('localizes the alt text of every size', () => {
    const image = imageView(
      {
        small: 's',
        medium: 'm',
        large: 'l',
        xlarge: 'xl',
        alt: { fr: 'chat', nl: 'kat', en: 'cat' },
        tag: null,
        sequence: 2,
      },
      'nl',
    );
    expect(image).toEqual({
      small: { src: 's', alt: 'kat', tag: null },
      medium: { src: 'm', alt: 'kat', tag: null },
      large: { src: 'l', alt: 'kat', tag: null },
      xlarge: { src: 'xl', alt: 'kat', tag: null },
      sequence: 2,
    });
  });
});
