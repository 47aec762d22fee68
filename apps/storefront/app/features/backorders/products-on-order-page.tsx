import { Link } from 'react-router';
import { formatDate, isoDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import { ChoiceFilter, FilterForm, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumns, ListItem, ListMessages, ListPageProps } from '../../ui/list-kit';
import {
  FAMILIES,
  FAMILY_LABELS,
  PRODUCTS_ON_ORDER_LIST_DEFAULTS,
  RESTRICT_LABELS,
  RESTRICTS,
} from './backorder-labels';
import type { loadProductsOnOrderPage } from './products-on-order-page.server';

/** The list page's words (ui/list-kit ListPage). */
const PRODUCTS_ON_ORDER_MESSAGES: ListMessages = {
  title: 'backorders.title',
  intro: 'backorders.intro',
  empty: 'backorders.empty',
  count: 'backorders.count',
  caption: 'backorders.caption',
};

/**
 * /account/products_on_order: the lines of the open orders still to deliver, filtered by a GET form (works
 * without JavaScript; the URL keeps the filters, the page links keep them too).
 */
export function ProductsOnOrderPage({ loaderData }: ListPageProps<typeof loadProductsOnOrderPage>) {
  const { locale, t, query, links } = useListPage(
    loaderData,
    urls.productsOnOrder,
    PRODUCTS_ON_ORDER_LIST_DEFAULTS,
  );
  const columns: ListColumns<ListItem<typeof loadProductsOnOrderPage>> = [
    {
      label: 'backorders.col.product',
      cell: (line) => (
        <>
          {line.url_key ? (
            <Link to={urls.product(locale, line.url_key)}>{line.description}</Link>
          ) : (
            line.description
          )}
          {line.sku ? <span className="muted backorders-sku"> {line.sku}</span> : null}
          {line.is_mto ? <span className="badge backorders-mto">{t('backorders.mto')}</span> : null}
        </>
      ),
    },
    {
      label: 'backorders.col.order',
      className: 'nowrap',
      cell: (line) => <Link to={urls.sale(locale, line.order_id)}>{line.order_ref}</Link>,
    },
    {
      label: 'backorders.col.date',
      className: 'nowrap',
      cell: (line) => (
        <Link to={urls.sale(locale, line.order_id)}>
          <time dateTime={isoDate(line.order_date)}>{formatDate(line.order_date, locale)}</time>
        </Link>
      ),
    },
    { label: 'backorders.col.ordered', num: true, cell: (line) => line.qty_ordered },
    { label: 'backorders.col.delivered', num: true, cell: (line) => line.qty_delivered },
    {
      label: 'backorders.col.toFollow',
      num: true,
      testId: 'to-follow',
      cell: (line) => line.qty_in_backorder,
    },
    { label: 'backorders.col.customerRef', cell: (line) => line.customer_ref ?? '—' },
    {
      label: 'backorders.col.action',
      cell: (line) =>
        line.qty_cancellable > 0 ? (
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
        ),
    },
  ];
  const { cancelled } = loaderData;
  return (
    <ListPage id="backorders" messages={PRODUCTS_ON_ORDER_MESSAGES}>
      {cancelled ? (
        <p role="status" className="notice notice-success backorders-cancelled">
          {t('backorders.cancelled', {
            qty: cancelled.qty,
            product: cancelled.product,
            left: cancelled.left,
          })}
        </p>
      ) : null}
      <FilterForm
        action={urls.productsOnOrder(locale)}
        label={t('backorders.filters')}
        apply={t('backorders.filter.apply')}
      >
        <ChoiceFilter
          type="radio"
          name="restrict"
          legend={t('backorders.filter.show')}
          options={RESTRICTS.map((r) => ({ value: r, label: t(RESTRICT_LABELS[r]) }))}
          checked={(r) => query.restrict === r}
        />
        <ChoiceFilter
          type="checkbox"
          name="family"
          legend={t('backorders.filter.families')}
          options={FAMILIES.map((f) => ({ value: f, label: t(FAMILY_LABELS[f]) }))}
          checked={(f) => (query.family as readonly string[]).includes(f)}
        />
      </FilterForm>
      <ListView
        data={loaderData}
        links={links}
        rowKey={(line) => line.order_line_id}
        rowClassName={(line) => (cancelled?.id === line.order_line_id ? 'backorders-row-changed' : undefined)}
        columns={columns}
      />
    </ListPage>
  );
}
