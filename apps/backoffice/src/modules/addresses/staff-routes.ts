import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import * as service from './service';

/**
 * The staff API of address change requests (issue 10 §5, staff accounts only): the queue, one request with its
 * history, and the decisions (each recorded in the staff actions' log with the decision). Each route is
 * registered from its contract entry (addresses-api.ts).
 */
export const staffAddressRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'staff.addressRequests.list', async (request) => {
    await requireStaff(request);
    return service.listForStaff(app.ctx, request.query, request.locale);
  });

  endpointRoute(app, 'staff.addressRequests.get', async (request) => {
    await requireStaff(request);
    return service.getForStaff(app.ctx, request.params.id, request.locale);
  });

  endpointRoute(app, 'staff.addressRequests.approve', async (request) => {
    const staff = await requireStaff(request);
    return service.decide(app.ctx, staff.userId, request.params.id, 'approved', null, request.locale);
  });

  endpointRoute(app, 'staff.addressRequests.refuse', async (request) => {
    const staff = await requireStaff(request);
    return service.decide(
      app.ctx,
      staff.userId,
      request.params.id,
      'refused',
      request.body.reason,
      request.locale,
    );
  });
};
