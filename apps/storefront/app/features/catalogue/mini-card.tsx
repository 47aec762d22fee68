import type { MiniHit } from '@vetshop/contract';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { CardPrice } from '../../ui/price';

/** A small product card (related products): picture, name (the link, stretched over the card), price. */
export function MiniCard({ hit, variantId }: { hit: MiniHit; variantId?: number }) {
  const { locale } = useI18n();
  return (
    <article className="product-card product-card-mini">
      {hit.image ? (
        <img
          className="product-card-image"
          src={hit.image.small.src}
          alt=""
          width={120}
          height={120}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3 className="product-card-title">
        <Link to={urls.product(locale, hit.url_key, variantId)}>{hit.name}</Link>
      </h3>
      {hit.price ? <CardPrice price={hit.price} /> : null}
    </article>
  );
}
