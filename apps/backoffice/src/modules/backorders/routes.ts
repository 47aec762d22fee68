import {
  api,
  backorderLineSchema,
  cancelBackorderBodySchema,
  errorBodySchema,
  idParamsSchema,
  productsOnOrderListSchema,
  productsOnOrderQuerySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Products on order (spec doc 2 §7): the open orders' lines still to deliver, and backorder cancellation. */
export const backorderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['productsOnOrder.list'].path,
    {
      schema: {
        tags: ['products on order'],
        summary:
          "Lines of the customer's open orders not yet delivered nor cancelled, newest order first (per_page 10)",
        querystring: productsOnOrderQuerySchema,
        response: { 200: productsOnOrderListSchema, ...errors },
      },
    },
    async (request) =>
      service.listProductsOnOrder(
        app.ctx,
        await requireCustomer(request),
        { families: request.query['families[]'], restricts: request.query['restricts[]'] },
        request.query.page,
        request.query.per_page,
      ),
  );

  app.get(
    api['productsOnOrder.get'].path,
    {
      schema: {
        tags: ['products on order'],
        summary: "One line on order, by the order line's id (another customer's line is a 404)",
        params: idParamsSchema,
        response: { 200: backorderLineSchema, ...errors },
      },
    },
    async (request) => service.getProductOnOrder(app.ctx, await requireCustomer(request), request.params.id),
  );

  app.post(
    api['productsOnOrder.cancel'].path,
    {
      schema: {
        tags: ['products on order'],
        summary:
          'Cancels part of a line’s backorder: quantity between 1 and the backorder (422 backorder_quantity_invalid), ' +
          'never a made-to-order line (422 backorder_made_to_order); the order’s amounts follow',
        params: idParamsSchema,
        body: cancelBackorderBodySchema,
        response: { 200: backorderLineSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) =>
      service.cancelBackorder(
        app.ctx,
        await requireCustomer(request),
        request.params.id,
        request.body.quantity,
      ),
  );
};
