import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

/** Products on order (spec doc 2 §7): the open orders' lines still to deliver, and backorder cancellation. */
export const backorderRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'productsOnOrder.list', async (request) =>
    service.listProductsOnOrder(
      app.ctx,
      await requireCustomer(request),
      { families: request.query['families[]'], restricts: request.query['restricts[]'] },
      request.query.page,
      request.query.per_page,
    ),
  );

  endpointRoute(app, 'productsOnOrder.get', async (request) =>
    service.getProductOnOrder(app.ctx, await requireCustomer(request), request.params.id),
  );

  endpointRoute(app, 'productsOnOrder.cancel', async (request) =>
    service.cancelBackorder(
      app.ctx,
      await requireCustomer(request),
      request.params.id,
      request.body.quantity,
    ),
  );
};
