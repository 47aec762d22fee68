import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import { CardPrice } from '../../ui/price';
import { QuickAddButton } from '../cart';
import { DISMISSED_FLAG, rhythmWords, type DueSoonItemView } from './due-soon-view';

/**
 * "Due soon" (issue 23 §2): the products the buyer usually orders about now, from its own rhythm, each with one
 * click to the cart (the offline cart engine, as the other lists) and a dismiss form (a plain post: works without
 * JavaScript), then an undo. Nothing due and nothing just dismissed: no section at all.
 */
export function DueSoon({
  items,
  dismissed,
  canOrder,
}: {
  items: DueSoonItemView[];
  dismissed: number | null;
  canOrder: boolean;
}) {
  const { locale, t } = useI18n();
  const back = useBack();
  if (items.length === 0 && dismissed === null) return null;
  return (
    <section className="due-soon" aria-labelledby="due-soon-title" id="due-soon">
      <h2 id="due-soon-title">{t('dueSoon.title')}</h2>
      <p className="muted">{t('dueSoon.intro')}</p>
      {dismissed !== null ? (
        <Form
          method="post"
          action={urls.reorderDismissed(locale)}
          className="due-soon-undo"
          preventScrollReset
        >
          <p role="status">
            {t('dueSoon.dismissed')} <input type="hidden" name="product_id" value={dismissed} />
            <input type="hidden" name="undo" value="1" />
            <input type="hidden" name="back" value={back} />
            <button type="submit" className="due-soon-link">
              {t('dueSoon.undo')}
            </button>
          </p>
        </Form>
      ) : null}
      {items.length > 0 ? (
        <ul className="due-soon-list">
          {items.map((item) => (
            <DueSoonItem key={item.id} item={item} canOrder={canOrder} back={back} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The page the forms return to: this one, without the previous dismissal's flag. */
function useBack(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(DISMISSED_FLAG);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

function DueSoonItem({ item, canOrder, back }: { item: DueSoonItemView; canOrder: boolean; back: string }) {
  const { locale, t } = useI18n();
  const titleId = `due-${item.id}`;
  const rhythm = rhythmWords(item.intervalDays);
  return (
    <li className="due-soon-item" data-testid="due-soon-item" aria-labelledby={titleId}>
      {item.image ? (
        <img src={item.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
      ) : (
        <span className="due-soon-noimage" aria-hidden="true" />
      )}
      <div className="due-soon-text">
        <p className="due-soon-name">
          <Link id={titleId} to={urls.product(locale, item.url_key, item.id)}>
            {item.name}
          </Link>
        </p>
        <p className="muted">
          <time
            dateTime={item.lastOrdered}
            title={t('dueSoon.lastOn', { date: formatDate(item.lastOrdered, locale) })}
          >
            {t('dueSoon.rhythm', { unit: rhythm.unit, count: rhythm.count, days: item.daysSince })}
          </time>
        </p>
      </div>
      {item.price ? (
        <div className="due-soon-price">
          <CardPrice price={item.price} />
        </div>
      ) : null}
      <div className="due-soon-actions">
        {canOrder && item.price && item.direct ? (
          <QuickAddButton variantId={item.id} productName={item.name} info={item.info} />
        ) : (
          <Link
            to={urls.product(locale, item.url_key, item.id)}
            className="button"
            aria-describedby={titleId}
          >
            {t('dueSoon.openProduct')}
          </Link>
        )}
        <Form method="post" action={urls.reorderDismissed(locale)} preventScrollReset>
          <input type="hidden" name="product_id" value={item.id} />
          <input type="hidden" name="back" value={back} />
          <button
            type="submit"
            className="due-soon-link"
            aria-label={t('dueSoon.dismissNamed', { name: item.name })}
          >
            {t('dueSoon.dismiss')}
          </button>
        </Form>
      </div>
    </li>
  );
}
