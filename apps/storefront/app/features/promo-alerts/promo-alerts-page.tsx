import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import type { loadPromoAlertsPage, promoAlertAction } from './promo-alerts-page.server';
import { PromotionText } from './promotion-text';

/**
 * /account/promo_alerts: the products the buyer is alerted for, each with its promotion's end (or none now)
 * and a button to stop (a plain form: works without JavaScript; the list reloads after it).
 */
export function PromoAlertsPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadPromoAlertsPage>;
  actionData: ActionData<typeof promoAlertAction> | undefined;
}) {
  const { list } = loaderData;
  const { locale, t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('product_id') : null;
  return (
    <section aria-labelledby="promo-alerts-title" className="promo-alerts">
      <h1 id="promo-alerts-title">{t('promoAlerts.title')}</h1>
      <p className="muted">{t('promoAlerts.intro')}</p>
      {actionData?.ok && !actionData.subscribed ? (
        <p role="status" className="notice promo-alerts-notice">
          {t('promoAlerts.unsubscribed', { product: actionData.productName })}
        </p>
      ) : actionData && !actionData.ok ? (
        <p role="alert" className="notice promo-alerts-error">
          {actionData.error ?? t('promoAlerts.failed')}
        </p>
      ) : null}
      {list.items.length === 0 ? (
        <p className="promo-alerts-empty" data-testid="promo-alerts-empty">
          {t('promoAlerts.empty')}
        </p>
      ) : (
        <ul className="promo-alerts-list">
          {list.items.map((item) => (
            <li key={item.product_id} className="promo-alerts-item" data-testid="promo-alert-item">
              {item.image ? (
                <img src={item.image.src} alt="" width={64} height={64} loading="lazy" />
              ) : (
                <span className="promo-alerts-noimage" aria-hidden="true" />
              )}
              <div className="promo-alerts-body">
                <Link to={urls.product(locale, item.url_key, item.product_id)} className="promo-alerts-name">
                  {item.name}
                </Link>
                {item.promotions.length === 0 ? (
                  <p className="muted">{t('promoAlerts.none')}</p>
                ) : (
                  <ul className="promo-alerts-promotions" aria-label={t('promoAlerts.col.promotion')}>
                    {item.promotions.map((p, i) => (
                      <li key={i}>
                        <PromotionText promotion={p} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <Form method="post" className="promo-alerts-remove">
                <input type="hidden" name="product_id" value={item.product_id} />
                <input type="hidden" name="product_name" value={item.name} />
                <input type="hidden" name="intent" value="unsubscribe" />
                <button
                  type="submit"
                  className="button"
                  aria-label={t('promoAlerts.unsubscribeLabel', { product: item.name })}
                  disabled={busy === String(item.product_id)}
                >
                  {t('promoAlerts.unsubscribe')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
