import type { VariantLookup } from '@vetshop/contract';
import { infoFromVariant, type ProductInfo } from '../cart';

/**
 * A most-ordered variant as the dashboard's list renders it (issue 18 §3): its name, link, small picture and the
 * cart line one "add" puts in the cart — not the back office's whole variant (codes, attributes, prices, the
 * product's four picture sizes, brand and flags), which the page never shows.
 */
export interface TopOrderedVariantView {
  id: number;
  name: string;
  url_key: string;
  /** The 120 px picture, shown 64 px wide. */
  image: string | null;
  info: ProductInfo;
}

export function topOrderedVariantView(variant: VariantLookup): TopOrderedVariantView {
  return {
    id: variant.id,
    name: variant.name,
    url_key: variant.product.url_key,
    image: variant.product.image?.small.src ?? null,
    info: infoFromVariant(variant),
  };
}
