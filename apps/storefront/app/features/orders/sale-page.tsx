import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { euros, formatDate, lineDiscount, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { LinesTableHead } from '../../ui/table-head';
import { AddressBlock } from '../checkout';
import { SaleDocuments } from '../documents';
import type { loadSalePage } from './sale-page.server';
import { channelKey, lineQuantities } from './sales-pages';

/** The numeric columns of the lines table: their header and, on a phone, the name shown in each cell. */
const COLUMNS = {
  ordered: 'sale.col.ordered',
  delivered: 'sale.col.delivered',
  toFollow: 'sale.col.toFollow',
  cancelled: 'sale.col.cancelled',
  unitPrice: 'sale.col.unitPrice',
  discount: 'cart.line.discount',
  amount: 'cart.line.amount',
} as const satisfies Record<string, MessageKey>;

export function SalePage({ loaderData }: { loaderData: LoaderData<typeof loadSalePage> }) {
  const { sale, documents } = loaderData;
  const { locale, t } = useI18n();
  const products = sale.lines.filter((l) => l.kind === 'product' || l.kind === 'free_goods');
  return (
    <article className="sale-page" aria-labelledby="sale-title">
      <p>
        <Link to={urls.sales(locale)}>{t('sale.back')}</Link>
      </p>
      <h1 id="sale-title">{t('sale.title', { name: sale.name })}</h1>
      <dl className="sale-facts">
        <div>
          <dt>{t('sales.col.date')}</dt>
          <dd>
            <time dateTime={isoDate(sale.date_order)}>{formatDate(sale.date_order, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('sales.col.state')}</dt>
          <dd>
            <span className={`badge badge-state-${sale.state}`}>{sale.state_label}</span>
          </dd>
        </div>
        <div>
          <dt>{t('sales.col.reference')}</dt>
          <dd>{sale.customer_ref ?? sale.client_order_ref ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('sales.col.suite')}</dt>
          <dd>{sale.suite_name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('sales.col.channel')}</dt>
          <dd>{t(channelKey(sale.channel))}</dd>
        </div>
        {sale.date_commitment ? (
          <div>
            <dt>{t('sale.commitment')}</dt>
            <dd>
              <time dateTime={isoDate(sale.date_commitment)}>{formatDate(sale.date_commitment, locale)}</time>
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="confirm-grid">
        <section aria-labelledby="sale-delivery">
          <h2 id="sale-delivery">{t('sale.shipping')}</h2>
          {sale.delivery.address?.is_dropoff_site ? <p className="muted">{t('sale.pickupPoint')}</p> : null}
          {sale.delivery.address ? <AddressBlock address={sale.delivery.address} /> : <p>—</p>}
          {sale.delivery.method ? (
            <dl className="inline-facts">
              <div>
                <dt>{t('cart.checkout.carrier')}</dt>
                <dd>{sale.delivery.method.name}</dd>
              </div>
            </dl>
          ) : null}
        </section>
        <section aria-labelledby="sale-billing">
          <h2 id="sale-billing">{t('sale.billing')}</h2>
          {sale.invoicing.address ? <AddressBlock address={sale.invoicing.address} /> : <p>—</p>}
          <dl className="inline-facts">
            <div>
              <dt>{t('sale.payment')}</dt>
              <dd>{sale.payment.mode?.name ?? '—'}</dd>
            </div>
          </dl>
        </section>
        {sale.note ? (
          <section aria-labelledby="sale-note">
            <h2 id="sale-note">{t('cart.checkout.note')}</h2>
            <p className="confirm-note">{sale.note}</p>
          </section>
        ) : null}
      </div>

      <section aria-labelledby="sale-lines">
        <h2 id="sale-lines">{t('sale.lines')}</h2>
        <div className="table-scroll">
          <table className="sale-lines lines-table" role="table">
            <LinesTableHead first="sales.col.product" numeric={Object.values(COLUMNS)} />
            <tbody role="rowgroup">
              {products.map((line) => {
                const q = lineQuantities(line);
                return (
                  <tr key={line.id} role="row">
                    <th scope="row" role="rowheader" className="sale-line-product">
                      {line.url_key && line.product_id ? (
                        <Link to={urls.product(locale, line.url_key, line.product_id)}>{line.name}</Link>
                      ) : (
                        line.name
                      )}
                      {line.sku ? (
                        <>
                          <br />
                          <span className="muted">{t('cart.line.sku', { sku: line.sku })}</span>
                        </>
                      ) : null}
                      {line.kind === 'free_goods' ? (
                        <>
                          {' '}
                          <span className="badge badge-promo">{t('sale.freeGoods')}</span>
                        </>
                      ) : null}
                    </th>
                    <td role="cell" className="num" data-label={t(COLUMNS.ordered)}>
                      {q.ordered}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.delivered)}>
                      {q.delivered}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.toFollow)}>
                      {q.toFollow}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.cancelled)}>
                      {q.cancelled}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.unitPrice)}>
                      {euros(line.unit_price, locale)}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.discount)}>
                      {lineDiscount(line, locale)}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.amount)}>
                      {euros(line.amount.untaxed, locale)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section className="cart-totals sale-totals" aria-labelledby="sale-totals">
        <h2 id="sale-totals">{t('cart.totals.title')}</h2>
        <dl className="totals">
          <div>
            <dt>{t('sale.subtotal')}</dt>
            <dd>{euros(sale.amount.goods, locale)}</dd>
          </div>
          <div>
            <dt>{t('sale.shippingCost')}</dt>
            <dd>{euros(sale.amount.delivery, locale)}</dd>
          </div>
          <div>
            <dt>{t('sale.processingCost')}</dt>
            <dd>{euros(sale.amount.fee, locale)}</dd>
          </div>
          {/* A promotion code: one line per VAT rate, named with its code when the order was placed (decision 040). */}
          {sale.lines
            .filter((l) => l.kind === 'coupon')
            .map((l) => (
              <div key={l.id} className="totals-coupon">
                <dt>{l.name}</dt>
                <dd>{euros(l.amount.untaxed, locale)}</dd>
              </div>
            ))}
          <div className="totals-subtotal">
            <dt>{t('cart.totals.untaxed')}</dt>
            <dd>{euros(sale.amount.untaxed, locale)}</dd>
          </div>
          <div>
            <dt>{t('sale.tax')}</dt>
            <dd>{euros(sale.amount.tax, locale)}</dd>
          </div>
          <div className="totals-total">
            <dt>{t('sale.total')}</dt>
            <dd>{euros(sale.amount.total, locale)}</dd>
          </div>
        </dl>
      </section>
      <SaleDocuments sale={sale} documents={documents} />
    </article>
  );
}
