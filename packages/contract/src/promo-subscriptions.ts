import { PROMOTIONAL_RULE_KINDS } from '@vetshop/domain';
import { z } from 'zod';
import { MAX_ID } from './common';

/**
 * Promotion subscriptions of spec doc 2 §7 (promotion-end alerts, issue 10 §3): `GET promo_subscriptions
 * ?page&per_page` (the storefront asks per_page 1000, spec doc 1 §9), `POST promo_subscriptions {product_id}`,
 * `DELETE promo_subscriptions/{product_id}`. A subscription belongs to the signed-in user; `product_id` is the
 * variant id, as in carts.
 */
export const PROMO_SUBSCRIPTIONS_MAX_PER_PAGE = 1000;

export const promoSubscriptionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROMO_SUBSCRIPTIONS_MAX_PER_PAGE)
    .default(PROMO_SUBSCRIPTIONS_MAX_PER_PAGE),
});

export const productIdSchema = z.number().int().positive().max(MAX_ID).describe('Variant id (as in carts)');

export const promoSubscribeBodySchema = z.object({ product_id: productIdSchema }).strict();
export type PromoSubscribeBody = z.infer<typeof promoSubscribeBodySchema>;

export const promoSubscriptionParamsSchema = z.object({
  product_id: z.coerce.number().int().positive().max(MAX_ID),
});

/** A promotion or special the subscriber has today (none: the product has no promotion now). */
export const currentPromotionSchema = z.object({
  kind: z.enum(PROMOTIONAL_RULE_KINDS).describe('supplier_promotion = free goods; special = special offer'),
  ratio_main_product: z.number().int().nullable().describe('Free goods: bought (null for a special)'),
  ratio_promotional_product: z.number().int().nullable().describe('Free goods: free (null for a special)'),
  date_end: z.string().nullable().describe('Last day of the promotion (YYYY-MM-DD); null = no announced end'),
});
export type CurrentPromotionView = z.infer<typeof currentPromotionSchema>;

export const promoSubscriptionSchema = z.object({
  product_id: z.number().int(),
  name: z.string().describe("The product's name (and variant), in the language of the request"),
  url_key: z.string().describe("The product page's url_key in the language of the request"),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  promotions: z.array(currentPromotionSchema).describe('Valid today for the subscriber, soonest end first'),
  subscribed_at: z.string(),
});
export type PromoSubscription = z.infer<typeof promoSubscriptionSchema>;

export const promoSubscriptionListSchema = z.object({
  count: z.number().int(),
  items: z.array(promoSubscriptionSchema),
});
export type PromoSubscriptionList = z.infer<typeof promoSubscriptionListSchema>;

/** DELETE's answer: what is no longer subscribed. */
export const promoUnsubscribedSchema = z.object({ product_id: z.number().int() });
