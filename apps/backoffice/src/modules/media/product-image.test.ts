import { describe, expect, it } from 'vitest';
import { initialsOf, renderProductImage } from './product-image';

// Moved with the renderer from packages/demo-data/src/images.test.ts (assertions unchanged).
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
});
