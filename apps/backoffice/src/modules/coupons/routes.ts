import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import * as service from './service';

/** The staff's promotion codes (staff accounts only): the list, a new code, ending one. */
export const staffCouponRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'staff.coupons.list', async (request) => {
    await requireStaff(request);
    return service.staffList(app.ctx, request.locale);
  });
  endpointRoute(app, 'staff.coupons.create', async (request, reply) => {
    const { userId } = await requireStaff(request);
    return reply.status(201).send(await service.staffCreate(app.ctx, userId, request.body, request.locale));
  });
  endpointRoute(app, 'staff.coupons.end', async (request) => {
    await requireStaff(request);
    return service.staffEnd(app.ctx, request.params.id, request.locale);
  });
};
