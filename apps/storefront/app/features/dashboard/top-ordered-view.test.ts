import type { VariantLookup } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { topOrderedVariantView } from './top-ordered-view';

const picture = (size: string) => ({ src: `/media/p/1-${size}.webp`, alt: 'Box of 10', tag: null });
const variant = {
  id: 11,
  sku: 'SKU-11',
  barcode: '5400000000011',
  cnk_code: '1234567',
  name: 'Dog food 10 kg',
  variant_label: '10 kg',
  variant_attributes: [{ code: 'weight', name: 'Weight', value: '10 kg' }],
  main: true,
  stock: { state: 'in_stock', display: 'in_stock' },
  price: null,
  promotion: null,
  is_special: false,
  product: {
    id: 1,
    url_key: 'dog-food-1',
    name: 'Dog food',
    image: {
      small: picture('s'),
      medium: picture('m'),
      large: picture('l'),
      xlarge: picture('xl'),
      sequence: 1,
    },
    brand: { id: 3, name: 'Acme', image_url: null },
    flags: {
      veterinary_only: false,
      is_mto: false,
      is_narcotic_vet: false,
      order_mode: 'direct',
      is_special: false,
      has_promotion: false,
    },
  },
} as unknown as VariantLookup;

describe('topOrderedVariantView', () => {
  it("keeps the list's name, link and small picture and the cart line, nothing else of the variant", () => {
    expect(topOrderedVariantView(variant)).toEqual({
      id: 11,
      name: 'Dog food 10 kg',
      url_key: 'dog-food-1',
      image: '/media/p/1-s.webp',
      info: {
        name: 'Dog food 10 kg',
        urlKey: 'dog-food-1',
        sku: 'SKU-11',
        image: { src: '/media/p/1-s.webp', alt: 'Box of 10' },
      },
    });
  });
});
