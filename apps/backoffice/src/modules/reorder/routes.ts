import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const tags = ['reorder reminders'];

/** Reorder reminders (issue 23 §2), each route registered from its contract entry (reorder-api.ts). */
export const reorderRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'reorder.due', async (request) => service.due(app.ctx, await requireCustomer(request)), {
    tags,
  });

  endpointRoute(
    app,
    'reorder.dismiss',
    async (request) => service.dismiss(app.ctx, await requireCustomer(request), request.body.product_id),
    { tags },
  );

  endpointRoute(
    app,
    'reorder.undismiss',
    async (request) => service.undismiss(app.ctx, await requireCustomer(request), request.params.product_id),
    { tags },
  );
};
