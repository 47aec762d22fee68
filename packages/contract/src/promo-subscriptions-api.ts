import type { EndpointSpec } from './endpoint';
import {
  promoSubscribeBodySchema,
  promoSubscriptionListSchema,
  promoSubscriptionParamsSchema,
  promoSubscriptionSchema,
  promoSubscriptionsQuerySchema,
  promoUnsubscribedSchema,
} from './promo-subscriptions';

/** Promotion-end alerts (ERP, issue 10 §3; spec doc 2 §7): the signed-in user's subscriptions. Buyers only. */
export const promoSubscriptionsApi = {
  'promoSubscriptions.list': {
    method: 'GET',
    base: 'erp',
    path: '/promo_subscriptions',
    query: promoSubscriptionsQuerySchema,
    response: promoSubscriptionListSchema,
    summary:
      "The signed-in user's promotion-end alerts, by product name, each with the promotions and specials " +
      'valid today for the buyer (per_page up to 1000, the default)',
    errors: [401, 403, 404],
  },
  /** Idempotent: subscribing twice is one subscription (200 both times, the same item). */
  'promoSubscriptions.subscribe': {
    method: 'POST',
    base: 'erp',
    path: '/promo_subscriptions',
    body: promoSubscribeBodySchema,
    response: promoSubscriptionSchema,
    summary:
      'Subscribes the signed-in user to the end of a product’s promotions (idempotent: 200 and the same ' +
      'subscription when already subscribed); a product the buyer may not see is a 404 promo_product_not_found',
    errors: [401, 403, 404],
  },
  /** Not subscribed → 404 promo_subscription_not_found. */
  'promoSubscriptions.unsubscribe': {
    method: 'DELETE',
    base: 'erp',
    path: '/promo_subscriptions/:product_id',
    params: promoSubscriptionParamsSchema,
    response: promoUnsubscribedSchema,
    summary: 'Unsubscribes; not subscribed is a 404 promo_subscription_not_found',
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, EndpointSpec>;
