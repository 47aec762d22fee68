import { AddToCartForm } from './add-to-cart';
import type { ProductCardView, QuickAddVariant } from './card-view';

/**
 * A listing card's add to cart (issue 20 §8): the product page's own form (add-to-cart.tsx), so the line goes
 * through the same offline cart engine, with the same quantity checks, made-to-order tick and confirmation. Like
 * the product page's, it needs JavaScript (the cart engine lives in the browser). Its code comes only for
 * signed-in buyers who can order (card-purchase.tsx, lib/deferred.tsx).
 */
export function QuickAdd({ card, variant }: { card: ProductCardView; variant: QuickAddVariant }) {
  return (
    <AddToCartForm
      variantId={variant.id}
      productName={variant.name}
      isMto={card.flags.is_mto}
      // A card knows the stock state, not the units: no delivery forecast before the line is in the cart.
      qtyAvailable={null}
      named
      info={{
        name: variant.name,
        urlKey: card.url_key,
        sku: variant.sku,
        image: card.image ? { src: card.image.small, alt: '' } : null,
      }}
    />
  );
}
