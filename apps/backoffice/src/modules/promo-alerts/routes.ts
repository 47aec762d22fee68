import {
  api,
  errorBodySchema,
  promoSubscribeBodySchema,
  promoSubscriptionListSchema,
  promoSubscriptionParamsSchema,
  promoSubscriptionSchema,
  promoSubscriptionsQuerySchema,
  promoUnsubscribedSchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Promotion subscriptions (spec doc 2 §7): the signed-in user's promotion-end alerts. */
export const promoSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['promoSubscriptions.list'].path,
    {
      schema: {
        tags: ['promotion subscriptions'],
        summary:
          "The signed-in user's promotion-end alerts, by product name, each with the promotions and specials " +
          'valid today for the buyer (per_page up to 1000, the default)',
        querystring: promoSubscriptionsQuerySchema,
        response: { 200: promoSubscriptionListSchema, ...errors },
      },
    },
    async (request) =>
      service.listSubscriptions(
        app.ctx,
        await requireCustomer(request),
        request.query.page,
        request.query.per_page,
      ),
  );

  app.post(
    api['promoSubscriptions.subscribe'].path,
    {
      schema: {
        tags: ['promotion subscriptions'],
        summary:
          'Subscribes the signed-in user to the end of a product’s promotions (idempotent: 200 and the same ' +
          'subscription when already subscribed); a product the buyer may not see is a 404 promo_product_not_found',
        body: promoSubscribeBodySchema,
        response: { 200: promoSubscriptionSchema, ...errors },
      },
    },
    async (request) => service.subscribe(app.ctx, await requireCustomer(request), request.body.product_id),
  );

  app.delete(
    api['promoSubscriptions.unsubscribe'].path,
    {
      schema: {
        tags: ['promotion subscriptions'],
        summary: 'Unsubscribes; not subscribed is a 404 promo_subscription_not_found',
        params: promoSubscriptionParamsSchema,
        response: { 200: promoUnsubscribedSchema, ...errors },
      },
    },
    async (request) =>
      service.unsubscribe(app.ctx, await requireCustomer(request), request.params.product_id),
  );
};
