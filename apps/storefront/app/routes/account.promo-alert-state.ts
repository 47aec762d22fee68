import { promoAlertStateLoader } from '../features/promo-alerts/index.server';

/** The product page's alert toggle asks here, once hydrated, whether the buyer is subscribed. */
export const loader = promoAlertStateLoader;
