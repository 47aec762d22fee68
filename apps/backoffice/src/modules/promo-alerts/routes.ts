import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const tags = ['promotion subscriptions'];

/**
 * Promotion subscriptions (spec doc 2 §7): the signed-in user's promotion-end alerts, each route registered from
 * its contract entry (promo-subscriptions-api.ts).
 */
export const promoSubscriptionRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(
    app,
    'promoSubscriptions.list',
    async (request) =>
      service.listSubscriptions(
        app.ctx,
        await requireCustomer(request),
        request.query.page,
        request.query.per_page,
      ),
    { tags },
  );

  endpointRoute(
    app,
    'promoSubscriptions.subscribe',
    async (request) => service.subscribe(app.ctx, await requireCustomer(request), request.body.product_id),
    { tags },
  );

  endpointRoute(
    app,
    'promoSubscriptions.unsubscribe',
    async (request) =>
      service.unsubscribe(app.ctx, await requireCustomer(request), request.params.product_id),
    { tags },
  );
};
