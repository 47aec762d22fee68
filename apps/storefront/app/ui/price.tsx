import type { PriceView } from '@vetshop/contract';
import { useI18n } from '../i18n';
import { formatDiscount, formatEuros } from '../lib/format';

/** A card's price: the buyer's net price excl. tax ("from" when variants differ), the gross one struck through. */
export function CardPrice({ price, from = false }: { price: PriceView; from?: boolean }) {
  const { locale, t } = useI18n();
  const discounted = price.discount > 0 && price.original_value > price.value;
  return (
    <p className="card-price">
      <span className="price-label">{t(from ? 'price.from' : 'price.net')}</span>{' '}
      <span className="price">{formatEuros(price.value, locale)}</span>
      {discounted ? (
        <>
          {' '}
          <span className="visually-hidden">{t('price.gross')}</span>
          <s className="price-old">{formatEuros(price.original_value, locale)}</s>
        </>
      ) : null}
    </p>
  );
}

/** The product page's prices with the spec's labels (doc 1 §3 "Product prices"). */
export function PriceTable({ price }: { price: PriceView }) {
  const { locale, t } = useI18n();
  return (
    <dl className="price-table" data-testid="product-prices">
      <div className="price-row price-row-net">
        <dt>{t('price.net')}</dt>
        <dd className="price">{formatEuros(price.value, locale)}</dd>
      </div>
      {price.indicated_price !== null ? (
        <div className="price-row">
          <dt>{t('price.indicated')}</dt>
          <dd>{formatEuros(price.indicated_price, locale)}</dd>
        </div>
      ) : null}
      <div className="price-row">
        <dt>{t('price.gross')}</dt>
        <dd>{formatEuros(price.original_value, locale)}</dd>
      </div>
      {price.discount > 0 ? (
        <div className="price-row">
          <dt>{t('price.discount')}</dt>
          <dd>{formatDiscount(price.discount, locale, { gross: price.original_value, net: price.value })}</dd>
        </div>
      ) : null}
    </dl>
  );
}
