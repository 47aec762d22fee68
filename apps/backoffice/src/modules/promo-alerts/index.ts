// What other parts of the back office may use of the promotion-end alerts module: its routes and its job.
export { promoSubscriptionRoutes } from './routes';
export { PROMO_ALERTS_JOB, runPromoAlerts, schedulePromoAlerts } from './job';
