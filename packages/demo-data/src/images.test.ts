import { describe, expect, it } from 'vitest';
import { productImageSets, productImageUrl } from './images';

describe('product images', () => {
  // The picture renderer's cases moved with it to the back office (modules/media/product-image.test.ts).
  it('builds the images column with one URL per size and localized alt texts', () => {
    const [first, second] = productImageSets('VS-000001', { fr: 'Nom', nl: 'Naam', en: 'Name' }, 2);
    expect(first).toMatchObject({
      small: '/media/products/VS-000001/1/small.svg',
      tag: 'main',
      sequence: 1,
      alt: { fr: 'Nom' },
    });
    expect(second?.xlarge).toBe(productImageUrl('VS-000001', 2, 'xlarge'));
    expect(second?.alt.nl).toBe('Naam – beeld 2');
  });
});
