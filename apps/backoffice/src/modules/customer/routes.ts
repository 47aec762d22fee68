import { ADDRESS_TYPES } from '@vetshop/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

/**
 * The signed-in customer (customer-api.ts) and its addresses as they are (addresses-api.ts), each route registered
 * from its contract entry.
 */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'customer.get', async (request) =>
    service.getCustomer(app.ctx, await requireCustomer(request)),
  );

  endpointRoute(app, 'customer.salesPerson', async (request) =>
    service.getSalesPerson(app.ctx, await requireCustomer(request)),
  );

  endpointRoute(app, 'customer.setOptOut', async (request) =>
    service.setNewsletter(app.ctx, await requireCustomer(request), request.body.opt_out),
  );

  endpointRoute(app, 'customer.setOptIn', async (request) =>
    service.setNewsletter(app.ctx, await requireCustomer(request), !request.body.optIn, request.params.id),
  );

  endpointRoute(app, 'customer.vetGroups', async (request) =>
    service.getVetGroups(app.ctx, await requireCustomer(request)),
  );

  for (const type of ADDRESS_TYPES)
    endpointRoute(app, `addresses.${type}`, async (request) =>
      service.listAddresses(app.ctx, await requireCustomer(request), type),
    );
};
