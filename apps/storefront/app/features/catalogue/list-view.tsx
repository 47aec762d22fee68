import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { formatEuros } from '../../lib/format';
import { StockBadge } from './badges';
import { CardPurchaseBox } from './card-purchase';
import type { CardPurchase, ProductCardView } from './card-view';

/**
 * The listing's compact view (`view=list`, issue 20 §8): a table, one row per product, for buyers who reorder by
 * code: the code (CNK, else SKU: only when the product has one variant, the code of a product with several would
 * be one pack size's), the name, the stock, the buyer's net price and the quick add. Narrow screens stack each row's
 * cells, each with its column's name (styles.css).
 */
export function ListView({
  hits,
  purchaseOf,
}: {
  hits: readonly ProductCardView[];
  purchaseOf: (hit: ProductCardView) => CardPurchase;
}) {
  const { locale, t } = useI18n();
  const columns = {
    code: t('listing.column.code'),
    name: t('listing.column.product'),
    stock: t('filters.stock'),
    price: t('priceBreaks.unitPrice'),
    order: t('product.addForm'),
  };
  return (
    <table className="listing-table">
      <caption className="visually-hidden">{t('listing.results')}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.code}</th>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.stock}</th>
          <th scope="col" className="num">
            {columns.price}
          </th>
          <th scope="col">{columns.order}</th>
        </tr>
      </thead>
      <tbody>
        {hits.map((hit) => {
          const titleId = `row-${hit.id}`;
          return (
            <tr key={hit.id} data-testid="listing-row">
              <td data-label={columns.code}>{hit.quick?.code ?? ''}</td>
              <th scope="row" data-label={columns.name}>
                <Link id={titleId} to={urls.product(locale, hit.url_key)} prefetch="intent">
                  {hit.name}
                </Link>
                {hit.variant_count > 1 ? (
                  <span className="listing-table-variants">
                    {' '}
                    {t('product.variantCount', { count: hit.variant_count })}
                  </span>
                ) : null}
              </th>
              <td data-label={columns.stock}>
                <StockBadge state={hit.stock} />
              </td>
              <td data-label={columns.price} className="num">
                {/* The column names the price: only "from" is said, for a product of several pack sizes. */}
                {hit.price ? (
                  <span className="listing-table-price">
                    {hit.variant_count > 1 ? <>{t('price.from')} </> : null}
                    <span className="price">{formatEuros(hit.price.value, locale)}</span>
                  </span>
                ) : null}
              </td>
              <td data-label={columns.order}>
                <CardPurchaseBox card={hit} purchase={purchaseOf(hit)} titleId={titleId} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
