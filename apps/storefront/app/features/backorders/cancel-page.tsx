import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { FAMILY_LABELS } from './backorder-labels';
import type { cancelBackorderAction, loadCancelBackorderPage } from './cancel-page.server';

/**
 * /account/products_on_order/{id}/cancel: the line on order and, when it can be cancelled, the quantity to
 * cancel (1 to the backorder), a confirmation step, then the cancellation. A made-to-order line says why it
 * cannot be cancelled instead of the form.
 */
export function CancelBackorderPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadCancelBackorderPage>;
  actionData: ActionData<typeof cancelBackorderAction> | undefined;
}) {
  const { line } = loaderData;
  const { locale, t } = useI18n();
  const max = line.qty_cancellable;
  const confirming = actionData?.step === 'confirm' ? actionData.quantity : null;
  const formResult = actionData?.step === 'form' ? actionData : null;
  const quantityError = formResult?.problem === 'quantity';
  return (
    <section aria-labelledby="cancel-title" className="backorders backorder-cancel">
      <p>
        <Link to={urls.productsOnOrder(locale)}>{t('backorders.cancel.back')}</Link>
      </p>
      <h1 id="cancel-title">{t('backorders.cancel.title')}</h1>
      <h2 className="backorder-product">
        {line.url_key ? (
          <Link to={urls.product(locale, line.url_key)}>{line.description}</Link>
        ) : (
          line.description
        )}
        {line.sku ? <span className="muted backorders-sku"> {line.sku}</span> : null}
      </h2>
      <dl className="backorder-facts">
        <div>
          <dt>{t('backorders.cancel.order')}</dt>
          <dd>
            <Link to={urls.sale(locale, line.order_id)}>{line.order_ref}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('backorders.cancel.orderDate')}</dt>
          <dd>
            <time dateTime={isoDate(line.order_date)}>{formatDate(line.order_date, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('backorders.cancel.customerRef')}</dt>
          <dd>{line.customer_ref ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('backorders.cancel.family')}</dt>
          <dd>{t(FAMILY_LABELS[line.product_family])}</dd>
        </div>
        <div>
          <dt>{t('backorders.col.ordered')}</dt>
          <dd>{line.qty_ordered}</dd>
        </div>
        <div>
          <dt>{t('backorders.col.delivered')}</dt>
          <dd>{line.qty_delivered}</dd>
        </div>
        <div>
          <dt>{t('backorders.cancel.cancelled')}</dt>
          <dd>{line.qty_canceled}</dd>
        </div>
        <div>
          <dt>{t('backorders.col.toFollow')}</dt>
          <dd data-testid="to-follow">{line.qty_in_backorder}</dd>
        </div>
      </dl>

      {line.is_mto ? (
        <p className="notice backorder-refusal">{t('backorders.cancel.mto')}</p>
      ) : max === 0 ? (
        <p className="notice backorder-refusal">{t('backorders.cancel.nothing')}</p>
      ) : confirming !== null ? (
        <Form method="post" className="backorder-confirm" aria-labelledby="cancel-confirm">
          <p id="cancel-confirm" role="alert">
            {t('backorders.cancel.confirm', {
              qty: confirming,
              product: line.description,
              order: line.order_ref,
            })}
          </p>
          <input type="hidden" name="quantity" value={confirming} />
          <div className="backorder-actions">
            <button type="submit" name="intent" value="confirm" className="button button-danger">
              {t('backorders.cancel.confirmYes')}
            </button>
            <Link to={urls.cancelBackorder(locale, line.order_line_id)} className="button button-primary">
              {t('backorders.cancel.confirmNo')}
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" className="backorder-form" noValidate>
          {formResult?.problem === 'failed' ? (
            <p role="alert" className="notice notice-error">
              {t('backorders.cancel.failed', {
                error: formResult.error ?? t('backorders.cancel.unknownError'),
              })}
            </p>
          ) : null}
          <label htmlFor="cancel-quantity">{t('backorders.cancel.quantity', { max })}</label>
          <input
            id="cancel-quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            required
            defaultValue={formResult?.value ?? String(max)}
            aria-invalid={quantityError || undefined}
            aria-describedby={quantityError ? 'cancel-quantity-error' : undefined}
          />
          {quantityError ? (
            <p id="cancel-quantity-error" className="field-error" role="alert">
              {t('backorders.cancel.quantityInvalid', { max })}
            </p>
          ) : null}
          <button type="submit" name="intent" value="review" className="button button-primary">
            {t('backorders.cancel.submit')}
          </button>
        </Form>
      )}
    </section>
  );
}
