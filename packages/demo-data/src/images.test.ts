import { describe, expect, it } from 'vitest';
import { initialsOf, productImageSets, productImageUrl, renderProductImage } from './images';

describe('product images', () => {
  it('renders a deterministic SVG document sized for each image size', () => {
    const svg = renderProductImage('VS-000001/1', 'medium');
    expect(svg).toBe(renderProductImage('VS-000001/1', 'medium'));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('width="300"');
    expect(renderProductImage('VS-000001/1', 'xlarge')).toContain('width="1200"');
  });

  it('takes its colour from the key and its initials from the label when given', () => {
    const fill = (svg: string) => /<circle[^>]*fill="([^"]+)"/.exec(svg)?.[1];
    expect(fill(renderProductImage('VS-000001/1', 'small'))).not.toBe(
      fill(renderProductImage('VS-000002/1', 'small')),
    );
    expect(renderProductImage('VS-000015/1', 'small', 'Sérum physiologique 0,9 %')).toContain('>SP<');
    expect(initialsOf('Amoxivantis 250 mg comprimés')).toBe('AM');
    expect(initialsOf('Écho')).toBe('EC');
  });

  it('escapes the key in the document', () => {
    expect(renderProductImage('<script>&', 'small')).not.toContain('<script>');
  });

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
