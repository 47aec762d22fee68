import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { PromotionBadge, SpecialBadge, StockBadge } from './badges';
import { CardPrice } from '../../ui/price';
import type { CardPurchase, ProductCardView } from './card-view';
import { CardPurchaseBox } from './card-purchase';

/**
 * A product in a grid. The whole card is clickable through its title link (stretched over the card in CSS),
 * so there is one link per product for keyboard and screen-reader users. Guests get no price (the back office
 * sends none).
 */
export function ProductCard({
  hit,
  eager = false,
  purchase = { kind: 'none' },
}: {
  hit: ProductCardView;
  eager?: boolean;
  /** What the card offers to buy (a listing's quick add, issue 20 §8); nothing by default. */
  purchase?: CardPurchase;
}) {
  const { locale, t } = useI18n();
  const titleId = `product-${hit.id}`;
  return (
    <article className="product-card" aria-labelledby={titleId}>
      {hit.image ? (
        <img
          className="product-card-image"
          src={hit.image.medium}
          // The back office's sizes are 120, 300 and 600 px wide; a card is half a phone's width, about 16rem wider up.
          srcSet={`${hit.image.small} 120w, ${hit.image.medium} 300w, ${hit.image.large} 600w`}
          sizes="(max-width: 700px) calc(50vw - 2rem), 16rem"
          alt=""
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="product-card-image product-card-noimage" aria-hidden="true" />
      )}
      <h3 className="product-card-title">
        <Link id={titleId} to={urls.product(locale, hit.url_key)} prefetch="intent">
          {hit.name}
        </Link>
      </h3>
      {hit.brand || hit.active_principle ? (
        <p className="product-card-meta">{[hit.brand, hit.active_principle].filter(Boolean).join(' · ')}</p>
      ) : null}
      <p className="product-card-badges">
        <StockBadge state={hit.stock} />
        {hit.flags.has_promotion ? <PromotionBadge /> : null}
        {hit.flags.is_special ? <SpecialBadge /> : null}
        {hit.flags.order_mode === 'quotation' ? <span className="badge">{t('badge.quotation')}</span> : null}
      </p>
      {hit.price ? <CardPrice price={hit.price} from={hit.variant_count > 1} /> : null}
      {hit.variant_count > 1 ? (
        <p className="product-card-variants">{t('product.variantCount', { count: hit.variant_count })}</p>
      ) : null}
      <CardPurchaseBox card={hit} purchase={purchase} titleId={titleId} />
    </article>
  );
}
