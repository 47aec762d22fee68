import type { TopOrdered as TopOrderedList } from '@vetshop/contract';
import { MAX_LINE_QTY, TOP_ORDERED_FILTERS, type TopOrderedFilter } from '@vetshop/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCart } from '../cart';
import { useI18n } from '../../i18n';
import { formatDate, formatInteger, isoDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import { useNotify } from '../../ui/notifications';
import { Pagination } from '../../ui/pagination';
import { topOrderedSearch } from './top-ordered-query';
import type { TopOrderedVariantView } from './top-ordered-view';

type Item = TopOrderedList['items'][number] & { variant: TopOrderedVariantView | null };

/** The most ordered products with their filters (GET links: they work without JavaScript) and pages. */
export function TopOrdered({
  filter,
  page,
  pages,
  count,
  items,
}: {
  filter: TopOrderedFilter;
  page: number;
  pages: number;
  count: number;
  items: Item[];
}) {
  const { locale, t } = useI18n();
  const href = (f: TopOrderedFilter, p: number) =>
    `${urls.account(locale)}${topOrderedSearch({ filter: f, page: p })}`;
  return (
    <section aria-labelledby="top-ordered-title" className="dashboard-top" id="top-ordered">
      <h2 id="top-ordered-title">{t('dashboard.top.title')}</h2>
      <nav aria-label={t('dashboard.top.filters')}>
        <ul className="top-filters">
          {TOP_ORDERED_FILTERS.map((f) => (
            <li key={f}>
              <Link
                to={href(f, 1)}
                aria-current={f === filter ? 'page' : undefined}
                className="top-filter"
                preventScrollReset
              >
                {t(`dashboard.top.filter.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="muted">{t('dashboard.top.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('dashboard.top.count', { count, page, pages })}</p>
          <ul className="top-list">
            {items.map((item) => (
              <TopOrderedItem key={item.product_id} item={item} />
            ))}
          </ul>
          <Pagination page={page} pages={pages} href={(p) => href(filter, p)} />
        </>
      )}
    </section>
  );
}

function TopOrderedItem({ item }: { item: Item }) {
  const { locale, t } = useI18n();
  const v = item.variant;
  const name = v?.name ?? t('dashboard.top.unknown', { id: item.product_id });
  return (
    <li className="top-item" data-testid="top-item">
      {v?.image ? (
        <img src={v.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
      ) : (
        <span className="top-item-noimage" aria-hidden="true" />
      )}
      <div className="top-item-text">
        <p className="top-item-name">
          {v ? <Link to={urls.product(locale, v.url_key, v.id)}>{name}</Link> : name}
        </p>
        <p className="muted">
          {t('dashboard.top.ordered', { units: item.ordered_count, orders: item.orders })}{' '}
          <time dateTime={isoDate(item.date_last_ordered)}>
            {t('dashboard.top.last', { date: formatDate(item.date_last_ordered, locale) })}
          </time>
          {item.has_promotion ? (
            <span className="badge badge-promo"> {t('dashboard.top.promotion')}</span>
          ) : null}
        </p>
      </div>
      {v ? <AddForm variant={v} /> : null}
    </li>
  );
}

/** Quantity and "add to cart": the cart engine queues the line (offline too) and syncs it. */
function AddForm({ variant }: { variant: TopOrderedVariantView }) {
  const { locale, t } = useI18n();
  const { add, ready } = useCart();
  const { notify } = useNotify();
  const [qty, setQty] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const id = `top-${variant.id}`;
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const n = Number(qty.trim());
    if (!/^\d+$/.test(qty.trim()) || n < 1 || n > MAX_LINE_QTY) {
      setError(t('dashboard.top.qtyError', { max: formatInteger(MAX_LINE_QTY, locale) }));
      return;
    }
    setError(null);
    add(variant.id, n, null, variant.info);
    notify({
      kind: 'success',
      text: t('product.added', { qty: formatInteger(n, locale), name: variant.name }),
    });
  }
  return (
    <form
      className="top-add"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('product.addNamed', { name: variant.name })}
    >
      <label htmlFor={`${id}-qty`} className="visually-hidden">
        {t('dashboard.top.qty', { name: variant.name })}
      </label>
      <input
        id={`${id}-qty`}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QTY}
        step={1}
        value={qty}
        onChange={(e) => setQty(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="top-qty"
      />
      <button type="submit" className="button button-primary" disabled={!ready}>
        {t('product.add')}
      </button>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
