import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { Pagination } from '../../ui/pagination';
import {
  FAMILIES,
  FAMILY_LABELS,
  productsOnOrderSearch,
  RESTRICT_LABELS,
  RESTRICTS,
} from './backorders-query';
import type { loadProductsOnOrderPage } from './products-on-order-page.server';

/**
 * /account/products_on_order: the lines of the open orders still to deliver, filtered by a GET form (works
 * without JavaScript; the URL keeps the filters, the page links keep them too).
 */
export function ProductsOnOrderPage({
  loaderData,
}: {
  loaderData: LoaderData<typeof loadProductsOnOrderPage>;
}) {
  const { list, query, pages, cancelled } = loaderData;
  const { locale, t } = useI18n();
  const base = urls.productsOnOrder(locale);
  return (
    <section aria-labelledby="backorders-title" className="backorders">
      <h1 id="backorders-title">{t('backorders.title')}</h1>
      <p className="muted">{t('backorders.intro')}</p>
      {cancelled ? (
        <p role="status" className="notice notice-success backorders-cancelled">
          {t('backorders.cancelled', {
            qty: cancelled.qty,
            product: cancelled.product,
            left: cancelled.left,
          })}
        </p>
      ) : null}
      <Form method="get" action={base} className="backorders-filters" aria-label={t('backorders.filters')}>
        <fieldset>
          <legend>{t('backorders.filter.show')}</legend>
          {RESTRICTS.map((r) => (
            <label key={r}>
              <input type="radio" name="restrict" value={r} defaultChecked={query.restrict === r} />{' '}
              {t(RESTRICT_LABELS[r])}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('backorders.filter.families')}</legend>
          {FAMILIES.map((f) => (
            <label key={f}>
              <input type="checkbox" name="family" value={f} defaultChecked={query.families.includes(f)} />{' '}
              {t(FAMILY_LABELS[f])}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary">
          {t('backorders.filter.apply')}
        </button>
      </Form>
      {list.count === 0 ? (
        <p className="backorders-empty">{t('backorders.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('backorders.count', { count: list.count, page: query.page, pages })}</p>
          <div className="table-scroll">
            {/* Roles kept explicitly: the narrow layout displays the cells as blocks. */}
            <table className="backorders-table" role="table">
              <caption className="visually-hidden">
                {t('backorders.caption', { page: query.page, pages })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('backorders.col.product')}</th>
                  <th scope="col">{t('backorders.col.order')}</th>
                  <th scope="col">{t('backorders.col.date')}</th>
                  <th scope="col" className="num">
                    {t('backorders.col.ordered')}
                  </th>
                  <th scope="col" className="num">
                    {t('backorders.col.delivered')}
                  </th>
                  <th scope="col" className="num">
                    {t('backorders.col.toFollow')}
                  </th>
                  <th scope="col">{t('backorders.col.customerRef')}</th>
                  <th scope="col">{t('backorders.col.action')}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((line) => (
                  <tr
                    role="row"
                    key={line.order_line_id}
                    className={cancelled?.id === line.order_line_id ? 'backorders-row-changed' : undefined}
                  >
                    <th scope="row" role="rowheader">
                      {line.url_key ? (
                        <Link to={urls.product(locale, line.url_key)}>{line.description}</Link>
                      ) : (
                        line.description
                      )}
                      {line.sku ? <span className="muted backorders-sku"> {line.sku}</span> : null}
                      {line.is_mto ? (
                        <span className="badge backorders-mto">{t('backorders.mto')}</span>
                      ) : null}
                    </th>
                    <td role="cell" data-label={t('backorders.col.order')} className="nowrap">
                      <Link to={urls.sale(locale, line.order_id)}>{line.order_ref}</Link>
                    </td>
                    <td role="cell" data-label={t('backorders.col.date')} className="nowrap">
                      <Link to={urls.sale(locale, line.order_id)}>
                        <time dateTime={isoDate(line.order_date)}>{formatDate(line.order_date, locale)}</time>
                      </Link>
                    </td>
                    <td role="cell" className="num" data-label={t('backorders.col.ordered')}>
                      {line.qty_ordered}
                    </td>
                    <td role="cell" className="num" data-label={t('backorders.col.delivered')}>
                      {line.qty_delivered}
                    </td>
                    <td
                      role="cell"
                      className="num"
                      data-label={t('backorders.col.toFollow')}
                      data-testid="to-follow"
                    >
                      {line.qty_in_backorder}
                    </td>
                    <td role="cell" data-label={t('backorders.col.customerRef')}>
                      {line.customer_ref ?? '—'}
                    </td>
                    <td role="cell" data-label={t('backorders.col.action')}>
                      {line.qty_cancellable > 0 ? (
                        <Link
                          to={urls.cancelBackorder(locale, line.order_line_id)}
                          aria-label={t('backorders.cancelLinkLabel', { product: line.description })}
                        >
                          {t('backorders.cancelLink')}
                        </Link>
                      ) : (
                        <Link to={urls.cancelBackorder(locale, line.order_line_id)} className="muted">
                          {line.is_mto ? t('backorders.mto') : '—'}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${productsOnOrderSearch({ ...query, page: p })}`}
          />
        </>
      )}
    </section>
  );
}
