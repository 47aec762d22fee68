import type { DocumentItem, SaleDetail } from '@vetshop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { RefusedChanges, useCart, type ProductInfo } from '../cart';
import { TYPE_LABELS } from './document-labels';
import { orderAgainPlan } from './order-again';

/**
 * The order page's block: the order's PDFs (its confirmation always; delivery notes, invoice and credit notes
 * when they exist) and "order again". `documents` is null when they could not be read: the confirmation stays.
 */
export function SaleDocuments({ sale, documents }: { sale: SaleDetail; documents: DocumentItem[] | null }) {
  const { locale, t } = useI18n();
  const others = (documents ?? []).filter((d) => d.type !== 'order');
  const confirmation = t('documents.type.order');
  return (
    <section aria-labelledby="sale-documents-title" className="sale-documents">
      <h2 id="sale-documents-title">{t('documents.sale.title')}</h2>
      <ul className="sale-documents-list">
        <li>
          <a
            href={urls.saleDownload(locale, sale.id)}
            aria-label={t('documents.downloadLabel', { type: confirmation, number: sale.name })}
          >
            {confirmation} {sale.name}
          </a>
        </li>
        {others.map((d) => (
          <li key={d.id}>
            <a
              href={urls.documentDownload(locale, d.id)}
              aria-label={t('documents.downloadLabel', { type: t(TYPE_LABELS[d.type]), number: d.name })}
            >
              {t(TYPE_LABELS[d.type])} {d.name}
            </a>
          </li>
        ))}
      </ul>
      <OrderAgain sale={sale} />
    </section>
  );
}

/**
 * "Order again": the order's product lines go into the cart as ONE batch (one sync), at the quantities
 * ordered. A product no longer in the catalogue is said here; a line the back office refuses (not orderable
 * any more, not for this buyer…) is said by the cart engine's refusals, shown here and on the cart page.
 */
function OrderAgain({ sale }: { sale: SaleDetail }) {
  const { locale, t } = useI18n();
  const cart = useCart();
  const plan = orderAgainPlan(sale.lines);
  const [state, setState] = useState<'idle' | 'adding' | 'done'>('idle');

  async function orderAgain() {
    if (state === 'adding' || plan.items.length === 0) return;
    setState('adding');
    const names: [number, ProductInfo][] = plan.named.map((l) => [
      l.productId,
      { name: l.name, urlKey: l.urlKey, sku: l.sku, image: null },
    ]);
    cart.addMany(plan.items, names);
    // Waits for the batch's sync (started by addMany): no second, empty request.
    await cart.sync();
    setState('done');
  }

  const products = Object.fromEntries(
    plan.named.map((l) => [l.productId, { name: l.name, urlKey: l.urlKey, sku: l.sku, image: null }]),
  );
  return (
    <div className="order-again">
      {plan.items.length > 0 ? (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled={!cart.ready || state === 'adding'}
            aria-describedby="order-again-hint"
            onClick={() => void orderAgain()}
          >
            {state === 'adding' ? t('documents.orderAgain.adding') : t('documents.orderAgain')}
          </button>
          <p id="order-again-hint" className="muted">
            {t('documents.orderAgain.hint')}
          </p>
        </>
      ) : (
        <p>{t('documents.orderAgain.nothing')}</p>
      )}
      <div role="status" className="order-again-status">
        {state === 'done' ? (
          <p className="notice notice-success">
            {t('documents.orderAgain.done', { count: plan.items.length })}{' '}
            <Link to={urls.cart(locale)}>{t('documents.orderAgain.goToCart')}</Link>
          </p>
        ) : null}
      </div>
      {plan.gone.length > 0 ? (
        <ul className="order-again-gone">
          {plan.gone.map((name, i) => (
            <li key={i}>{t('documents.orderAgain.gone', { product: name })}</li>
          ))}
        </ul>
      ) : null}
      {state === 'done' ? <RefusedChanges lines={[]} products={products} /> : null}
    </div>
  );
}
