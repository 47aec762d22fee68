import type { SalesList } from '@vetshop/contract';
import { data, Link, redirect } from 'react-router';
import { euros, formatDate, isoDate } from '../lib/format';
import { channelKey, pageCount, parsePage, SALES_PAGE_SIZE } from '../features/orders';
import { Pagination } from '../ui/pagination';
import { useI18n } from '../i18n';
import { cacheControl, page, pageHeaders, requireUser } from '../lib/request.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/account.sales';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['sales.title'] ?? 'Mes commandes'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = page(async (args: Route.LoaderArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const current = parsePage(new URL(args.request.url).searchParams.get('page'));
  const list = await bo.get<SalesList>(`/sales?page_size=${SALES_PAGE_SIZE}&page=${current}`);
  const pages = pageCount(list.count);
  // A page past the end (an old bookmark) shows the last one rather than an empty table.
  if (current > pages && list.count > 0) throw redirect(urls.sales(locale, pages));
  return data({ list, page: current, pages }, { headers: cacheControl(user) });
});

export default function Sales({ loaderData }: Route.ComponentProps) {
  const { list, page: current, pages } = loaderData;
  const { locale, t } = useI18n();
  return (
    <section aria-labelledby="sales-title">
      <h1 id="sales-title">{t('sales.title')}</h1>
      {list.count === 0 ? (
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
            <table className="sales-table">
              <caption className="visually-hidden">{t('sales.caption', { page: current, pages })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sales.col.name')}</th>
                  <th scope="col">{t('sales.col.date')}</th>
                  <th scope="col">{t('sales.col.state')}</th>
                  <th scope="col">{t('sales.col.reference')}</th>
                  <th scope="col">{t('sales.col.suite')}</th>
                  <th scope="col">{t('sales.col.channel')}</th>
                  <th scope="col" className="num">
                    {t('sales.col.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((sale) => (
                  <tr key={sale.id}>
                    <th scope="row">
                      <Link to={urls.sale(locale, sale.id)}>{sale.name}</Link>
                    </th>
                    <td>
                      <time dateTime={isoDate(sale.date_order)}>{formatDate(sale.date_order, locale)}</time>
                    </td>
                    <td>
                      <span className={`badge badge-state-${sale.state}`}>{sale.state_label}</span>
                    </td>
                    <td>{sale.customer_ref ?? '—'}</td>
                    <td>{sale.suite_name ?? '—'}</td>
                    <td>{t(channelKey(sale.sale_channel))}</td>
                    <td className="num">{euros(sale.amount_total, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={current} pages={pages} href={(p) => urls.sales(locale, p)} />
        </>
      )}
    </section>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
