/** Promotion-end alerts, server side: the account list's loader, the subscribe/unsubscribe action, the toggle's state. */
export {
  loadPromoAlertsPage,
  promoAlertAction,
  promoAlertStateLoader,
  type PromoAlertResult,
} from './promo-alerts-page.server';
