import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

/** The buyer's orders (spec doc 2 §7 "Sales"), each route registered from its contract entry (sales-api.ts). */
export const salesRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'sales.list', async (request) =>
    service.listSales(app.ctx, await requireCustomer(request), request.query.page, request.query.page_size),
  );

  endpointRoute(app, 'orders.list', async (request) =>
    service.listSales(app.ctx, await requireCustomer(request), request.query.page, request.query.page_size, {
      channel: request.query.sale_channel,
      state: request.query.state,
    }),
  );

  endpointRoute(app, 'sales.get', async (request) =>
    service.getSale(app.ctx, await requireCustomer(request), request.params.id),
  );
};
