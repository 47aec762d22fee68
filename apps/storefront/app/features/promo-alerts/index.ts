/**
 * Promotion-end alerts (issue 10 §3): the account list (/account/promo_alerts) and the product page's toggle.
 * Routes and the catalogue import only this file (and index.server.ts).
 */
export { PromoAlertsPage } from './promo-alerts-page';
export { PromoAlertToggle } from './promo-alert-toggle';
export { offersPromoAlert } from './promo-alert-form';
