import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import * as service from './service';

/**
 * The staff's review of registrations (issue 11 §4, staff accounts only); each decision is a staff action. Each
 * route is registered from its contract entry (registrations-api.ts).
 */
export const staffRegistrationRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'staff.registrations.list', async (request) => {
    await requireStaff(request);
    return service.listForStaff(app.ctx, request.query);
  });

  endpointRoute(app, 'staff.registrations.get', async (request) => {
    await requireStaff(request);
    return service.getForStaff(app.ctx, request.params.id, request.locale);
  });

  endpointRoute(
    app,
    'staff.registrations.approve',
    async (request) => {
      const staff = await requireStaff(request);
      return service.approve(app.ctx, staff.userId, request.params.id, request.body, request.locale);
    },
    {
      description:
        '409 registration_decided once decided; 409 registration_login_taken when the e-mail signs in to a customer or staff account; 400 pricelist_not_found.',
    },
  );

  endpointRoute(app, 'staff.registrations.refuse', async (request) => {
    const staff = await requireStaff(request);
    return service.refuse(app.ctx, staff.userId, request.params.id, request.body.reason, request.locale);
  });

  endpointRoute(app, 'staff.pricelists', async (request) => {
    await requireStaff(request);
    return service.pricelistsForStaff(app.ctx, request.locale);
  });
};
