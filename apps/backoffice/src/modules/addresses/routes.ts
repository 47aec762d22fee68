import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

/**
 * The buyer's address changes (spec doc 2 §7 "Addresses"): by request only (spec doc 1 §1). Each call records
 * a pending request and answers it with 202 (the entry's status); the address changes when the provider's staff
 * approve it. Each route is registered from its contract entry (addresses-api.ts).
 */
export const addressRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'addresses.requestCreate', async (request) =>
    service.requestCreate(app.ctx, await requireCustomer(request), request.params.type, request.body),
  );

  endpointRoute(app, 'addresses.requestUpdate', async (request) => {
    const c = await requireCustomer(request);
    const { type, id } = request.params;
    return service.requestChange(app.ctx, c, type, id, 'update', request.body);
  });

  endpointRoute(app, 'addresses.requestDelete', async (request) => {
    const c = await requireCustomer(request);
    const { type, id } = request.params;
    return service.requestChange(app.ctx, c, type, id, 'delete');
  });

  endpointRoute(app, 'addresses.requests', async (request) =>
    service.listOwnRequests(app.ctx, await requireCustomer(request)),
  );
};
