import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

/** The buyer's sale statistics, each route registered from its contract entry (statistics-api.ts). */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'statistics.topOrdered', async (request) =>
    service.topOrdered(app.ctx, await requireCustomer(request), request.query),
  );

  endpointRoute(app, 'statistics.keyFigures', async (request) =>
    service.keyFigures(app.ctx, await requireCustomer(request)),
  );

  endpointRoute(app, 'statistics.monthlyOrdered', async (request) =>
    service.monthlyOrdered(app.ctx, await requireCustomer(request), request.params.year),
  );

  endpointRoute(app, 'statistics.fiveYears', async (request) =>
    service.fiveYears(app.ctx, await requireCustomer(request)),
  );

  endpointRoute(
    app,
    'statistics.productMonthlyOrdered',
    async (request) =>
      service.productMonthlyOrdered(app.ctx, await requireCustomer(request), request.params.product_id),
    {
      description:
        "The product page's stats tab (spec doc 1 §2). Counts only the caller's own orders (cancelled ones " +
        'excluded); a variant the caller never ordered, or an unknown id, answers twelve zero months.',
    },
  );
};
