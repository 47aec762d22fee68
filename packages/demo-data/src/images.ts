import type { ImageSet, Localized } from '@vetshop/db';
import { IMAGE_SIZES, type ImageSize } from '@vetshop/domain';

export type { ImageSize } from '@vetshop/domain';

/** The URL at which the back office's media module serves a product's placeholder picture. */
export function productImageUrl(productCode: string, n: number, size: ImageSize): string {
  return `/media/products/${encodeURIComponent(productCode)}/${n}/${size}.svg`;
}

/** The `images` column of a product: `count` pictures, the first one tagged main. */
export function productImageSets(productCode: string, name: Localized, count: number): ImageSet[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const urls = Object.fromEntries(
      IMAGE_SIZES.map((s) => [s, productImageUrl(productCode, n, s)]),
    ) as Record<ImageSize, string>;
    const alt: Localized =
      n === 1
        ? { ...name }
        : { fr: `${name.fr} – vue ${n}`, nl: `${name.nl} – beeld ${n}`, en: `${name.en} – view ${n}` };
    return { ...urls, alt, tag: n === 1 ? 'main' : null, sequence: n };
  });
}
