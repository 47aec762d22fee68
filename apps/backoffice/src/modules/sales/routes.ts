import {
  api,
  errorBodySchema,
  idParamsSchema,
  ordersQuerySchema,
  saleDetailSchema,
  salesListSchema,
  salesQuerySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['sales.list'].path,
    {
      schema: {
        tags: ['sales'],
        summary: "The customer's orders, newest first (page_size 10, page 1 by default)",
        querystring: salesQuerySchema,
        response: { 200: salesListSchema, ...errors },
      },
    },
    async (request) =>
      service.listSales(app.ctx, await requireCustomer(request), request.query.page, request.query.page_size),
  );

  app.get(
    api['orders.list'].path,
    {
      schema: {
        tags: ['sales'],
        summary:
          "The customer's orders as GET sales lists them, filtered by sale_channel (fax, mail, phone, web) and state",
        querystring: ordersQuerySchema,
        response: { 200: salesListSchema, ...errors },
      },
    },
    async (request) =>
      service.listSales(
        app.ctx,
        await requireCustomer(request),
        request.query.page,
        request.query.page_size,
        {
          channel: request.query.sale_channel,
          state: request.query.state,
        },
      ),
  );

  app.get(
    api['sales.get'].path,
    {
      schema: {
        tags: ['sales'],
        summary: 'One order of the customer (another customer’s order is a 404)',
        params: idParamsSchema,
        response: { 200: saleDetailSchema, ...errors },
      },
    },
    async (request) => service.getSale(app.ctx, await requireCustomer(request), request.params.id),
  );
};
