import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const tags = ['standard orders (wishlists)'];

/**
 * Standard orders (spec doc 2 §7 Wishlists, issue 10 §2): the customer's named lists of products, each route
 * registered from its contract entry (wishlists-api.ts).
 */
export const wishlistRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(
    app,
    'wishlists.list',
    async (request) =>
      service.listWishlists(
        app.ctx,
        await requireCustomer(request),
        request.query.page,
        request.query.page_size,
      ),
    { tags },
  );

  endpointRoute(
    app,
    'wishlists.get',
    async (request) => service.getWishlist(app.ctx, await requireCustomer(request), request.params.id),
    { tags },
  );

  endpointRoute(
    app,
    'wishlists.create',
    async (request) => service.createWishlist(app.ctx, await requireCustomer(request), request.body),
    { tags },
  );

  endpointRoute(
    app,
    'wishlists.addItem',
    async (request) =>
      service.addItems(
        app.ctx,
        await requireCustomer(request),
        request.params.id,
        [{ productId: request.body.product_id, quantity: request.body.quantity }],
        'one',
      ),
    { tags },
  );

  endpointRoute(
    app,
    'wishlists.addItems',
    async (request) =>
      service.addItems(
        app.ctx,
        await requireCustomer(request),
        request.params.id,
        request.body.items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
        'many',
      ),
    { tags },
  );

  endpointRoute(
    app,
    'wishlists.update',
    async (request) =>
      service.updateWishlist(app.ctx, await requireCustomer(request), request.params.id, request.body),
    { tags },
  );

  endpointRoute(
    app,
    'wishlists.moveLines',
    async (request) =>
      service.moveLines(app.ctx, await requireCustomer(request), request.params.id, request.body),
    { tags },
  );

  endpointRoute(
    app,
    'wishlists.delete',
    async (request, reply) => {
      await service.deleteWishlist(app.ctx, await requireCustomer(request), request.params.id);
      return reply.send(null);
    },
    { tags },
  );
};
