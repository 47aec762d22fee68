import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import * as service from './staff-service';

/** The staff API of the mail outbox (issue 10 §5, staff accounts only): the list, one mail, a resend. */
export const staffMailRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'staff.mails.list', async (request) => {
    await requireStaff(request);
    return service.listForStaff(app.ctx, request.query);
  });

  endpointRoute(app, 'staff.mails.get', async (request) => {
    await requireStaff(request);
    return service.getForStaff(app.ctx, request.params.id);
  });

  endpointRoute(app, 'staff.mails.resend', async (request) => {
    const staff = await requireStaff(request);
    return service.resend(app.ctx, staff.userId, request.params.id);
  });
};
