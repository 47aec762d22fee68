import type { PriceView, ProductHit, ProductSearchResult, VariantLookup } from '@vetshop/contract';
import type { StockState } from '@vetshop/domain';
import { infoFromVariant, type ProductInfo } from '../cart';

/**
 * What a product card renders, and nothing more (issue 18 §3): the back office's hit carries its inner variants,
 * categories, species and four picture sizes with their alt texts, which a grid of cards never shows but every
 * page's loader data would carry to the browser. Loaders map hits with productCardView; ProductCard takes this.
 */
export interface ProductCardView {
  id: number;
  url_key: string;
  name: string;
  /** The picture's sizes in a card's srcset (120, 300 and 600 px wide); its alt is empty (the title says it). */
  image: { small: string; medium: string; large: string } | null;
  brand: string | null;
  active_principle: string | null;
  stock: StockState;
  flags: Pick<ProductHit['flags'], 'has_promotion' | 'is_special' | 'order_mode'>;
  price: PriceView | null;
  variant_count: number;
}

export function productCardView(hit: ProductHit): ProductCardView {
  return {
    id: hit.id,
    url_key: hit.url_key,
    name: hit.name,
    image: hit.image
      ? { small: hit.image.small.src, medium: hit.image.medium.src, large: hit.image.large.src }
      : null,
    brand: hit.brand?.name ?? null,
    active_principle: hit.active_principle,
    stock: hit.stock.state,
    flags: {
      has_promotion: hit.flags.has_promotion,
      is_special: hit.flags.is_special,
      order_mode: hit.flags.order_mode,
    },
    price: hit.price,
    variant_count: hit.variant_count,
  };
}

/** A listing's results (search, category, the home's specials) as the listing renders them: cards. */
export type ListingResultView = Omit<ProductSearchResult, 'hits' | 'exact_match'> & {
  hits: ProductCardView[];
};

export function listingResultView({
  hits,
  exact_match: _exact,
  ...rest
}: ProductSearchResult): ListingResultView {
  return { ...rest, hits: hits.map(productCardView) };
}

/** A most-ordered variant on the signed-in home: its card and what one click puts in the cart. */
export interface TopOrderedCardView {
  id: number;
  name: string;
  url_key: string;
  /** The card's picture (300 px wide). */
  image: string | null;
  stock: StockState;
  flags: Pick<VariantLookup['product']['flags'], 'is_mto' | 'order_mode'>;
  price: PriceView | null;
  /** The cart's line for it (name, sku, its small picture), as the cart keeps it on the device. */
  info: ProductInfo;
}

export function topOrderedCardView(variant: VariantLookup): TopOrderedCardView {
  return {
    id: variant.id,
    name: variant.name,
    url_key: variant.product.url_key,
    image: variant.product.image?.medium.src ?? null,
    stock: variant.stock.state,
    flags: { is_mto: variant.product.flags.is_mto, order_mode: variant.product.flags.order_mode },
    price: variant.price,
    info: infoFromVariant(variant),
  };
}
