import { SALE_CHANNELS, SALE_STATES } from '@vetshop/domain';
import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import { euros, formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { TableHead } from '../../ui/table-head';
import { Pagination } from '../../ui/pagination';
import type { loadSalesPage } from './sales-page.server';
import { channelKey, salesSearch, stateKey } from './sales-pages';

export function SalesPage({ loaderData }: { loaderData: LoaderData<typeof loadSalesPage> }) {
  const { list, page: current, pages, filters } = loaderData;
  const { locale, t } = useI18n();
  const filtered = filters.channel !== null || filters.state !== null;
  return (
    <section aria-labelledby="sales-title">
      <h1 id="sales-title">{t('sales.title')}</h1>
      {list.count > 0 || filtered ? (
        <Form
          method="get"
          action={urls.sales(locale)}
          className="sales-filters"
          aria-label={t('sales.filters')}
        >
          <label>
            {t('sales.filter.channel')}{' '}
            <select name="channel" defaultValue={filters.channel ?? ''}>
              <option value="">{t('sales.filter.any')}</option>
              {SALE_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {t(channelKey(c))}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('sales.filter.state')}{' '}
            <select name="state" defaultValue={filters.state ?? ''}>
              <option value="">{t('sales.filter.any')}</option>
              {SALE_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(stateKey(s))}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            {t('sales.filter.apply')}
          </button>
        </Form>
      ) : null}
      {list.count === 0 && filtered ? (
        <p className="cart-empty">{t('sales.filter.empty')}</p>
      ) : list.count === 0 ? (
        <div className="cart-empty">
          <p>{t('sales.empty')}</p>
          <p>
            <Link to={urls.home(locale)}>{t('cart.continueShopping')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">{t('sales.count', { count: list.count, page: current, pages })}</p>
          <div className="table-scroll">
            <table className="sales-table lines-table" role="table">
              <caption className="visually-hidden">{t('sales.caption', { page: current, pages })}</caption>
              <TableHead
                columns={[
                  { label: 'sales.col.name' },
                  { label: 'sales.col.date' },
                  { label: 'sales.col.state' },
                  { label: 'sales.col.reference' },
                  { label: 'sales.col.suite' },
                  { label: 'sales.col.channel' },
                  { label: 'sales.col.total', num: true },
                ]}
              />
              <tbody role="rowgroup">
                {list.items.map((sale) => (
                  <tr key={sale.id} role="row">
                    <th scope="row" role="rowheader">
                      <Link to={urls.sale(locale, sale.id)}>{sale.name}</Link>
                    </th>
                    <td role="cell" data-label={t('sales.col.date')}>
                      <time dateTime={isoDate(sale.date_order)}>{formatDate(sale.date_order, locale)}</time>
                    </td>
                    <td role="cell" data-label={t('sales.col.state')}>
                      <span className={`badge badge-state-${sale.state}`}>{sale.state_label}</span>
                    </td>
                    <td role="cell" data-label={t('sales.col.reference')}>
                      {sale.customer_ref ?? '—'}
                    </td>
                    <td role="cell" data-label={t('sales.col.suite')}>
                      {sale.suite_name ?? '—'}
                    </td>
                    <td role="cell" data-label={t('sales.col.channel')}>
                      {t(channelKey(sale.sale_channel))}
                    </td>
                    <td role="cell" className="num" data-label={t('sales.col.total')}>
                      {euros(sale.amount_total, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={current}
            pages={pages}
            href={(p) => `${urls.sales(locale)}${salesSearch(filters, p)}`}
          />
        </>
      )}
    </section>
  );
}
