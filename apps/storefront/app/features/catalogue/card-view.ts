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
  flags: Pick<ProductHit['flags'], 'has_promotion' | 'is_special' | 'order_mode' | 'is_mto'>;
  price: PriceView | null;
  variant_count: number;
  /** What a quick add from the card (or a row of the list view) puts in the cart; null when it cannot guess. */
  quick: QuickAddVariant | null;
}

/** The one variant a listing card stands for: its id for the cart, its code for the list view. */
export interface QuickAddVariant {
  id: number;
  name: string;
  sku: string;
  /** The CNK code when it has one, else the SKU: what a Belgian buyer reorders by. */
  code: string;
  priced: boolean;
}

/**
 * The variant a card's quick add adds. Only when the product has exactly one variant: the card then shows that
 * variant's own price, so the buyer sees what they add. With several, the card shows a "from" price (the lowest
 * of them) and picking the main or first one would add a pack size the buyer never chose: they get a link to the
 * product page instead, where the variant selector is.
 */
export function quickAddVariant(hit: Pick<ProductHit, 'variant_count' | 'variants'>): QuickAddVariant | null {
  const only = hit.variant_count === 1 && hit.variants.length === 1 ? hit.variants[0] : undefined;
  if (!only) return null;
  return {
    id: only.id,
    name: only.name,
    sku: only.sku,
    code: only.cnk_code ?? only.sku,
    priced: only.price !== null,
  };
}

/**
 * What a listing card offers its buyer: nothing (a guest, a quotation-only product, an account that may not order
 * or no price today: the same rules as the product page's purchaseMode), the add form, or a link to choose a
 * variant on the product page.
 */
export type CardPurchase = { kind: 'none' } | { kind: 'choose' } | { kind: 'add'; variant: QuickAddVariant };

export function cardPurchase(
  card: Pick<ProductCardView, 'flags' | 'price' | 'quick'>,
  buyer: { signedIn: boolean; canOrder: boolean },
): CardPurchase {
  if (!buyer.signedIn || !buyer.canOrder || card.flags.order_mode !== 'direct' || !card.price)
    return { kind: 'none' };
  if (!card.quick) return { kind: 'choose' };
  if (!card.quick.priced) return { kind: 'none' };
  return { kind: 'add', variant: card.quick };
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
      is_mto: hit.flags.is_mto,
    },
    price: hit.price,
    variant_count: hit.variant_count,
    quick: quickAddVariant(hit),
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
