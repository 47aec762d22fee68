import type { Quotation } from '@vetshop/contract';
import { useI18n } from '../../i18n';
import { euros } from '../../lib/format';

/** Spec doc 1 §3 Quotation summary, as the back office computes it with the cart's domain totals. */
export function QuotationSummary({ summary }: { summary: Quotation['summary'] }) {
  const { locale, t } = useI18n();
  return (
    <section className="cart-totals quotation-summary" aria-labelledby="quotation-summary-title">
      <h2 id="quotation-summary-title">{t('cart.totals.title')}</h2>
      <dl className="totals" data-testid="quotation-summary">
        <div>
          <dt>{t('quotations.summary.withoutDiscount')}</dt>
          <dd>{euros(summary.subtotal_without_discount, locale)}</dd>
        </div>
        <div>
          <dt>{t('quotations.summary.discount')}</dt>
          <dd>
            {summary.discount_total > 0 ? `− ${euros(summary.discount_total, locale)}` : euros(0, locale)}
          </dd>
        </div>
        <div className="totals-subtotal">
          <dt>{t('quotations.summary.subtotal')}</dt>
          <dd>{euros(summary.subtotal, locale)}</dd>
        </div>
        <div>
          <dt>{t('cart.totals.delivery')}</dt>
          <dd>{euros(summary.shipping, locale)}</dd>
        </div>
        <div>
          <dt>{t('cart.totals.tax')}</dt>
          <dd>{euros(summary.tax, locale)}</dd>
        </div>
        <div className="totals-total">
          <dt>{t('cart.totals.total')}</dt>
          <dd data-testid="quotation-total">{euros(summary.total, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
