import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as pickups from './pickups';

/** Pickup points and delivery methods of the current cart (delivery-api.ts in the contract; decision 039). */
export const pickupRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'delivery.pickups', async (request) =>
    pickups.listPickups(app.ctx, await requireCustomer(request), request.query),
  );
  endpointRoute(app, 'carts.setPickup', async (request) =>
    pickups.setPickup(app.ctx, await requireCustomer(request), request.body.pickup_site_id),
  );
  endpointRoute(app, 'carts.setPublicPickup', async (request) =>
    pickups.setPublicPickup(app.ctx, await requireCustomer(request), request.body),
  );
  endpointRoute(app, 'carts.setDeliveryMethod', async (request) =>
    pickups.setDeliveryMethod(app.ctx, await requireCustomer(request), request.body.method_id),
  );
};
