import { api, errorBodySchema, topOrderedQuerySchema, topOrderedSchema } from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['statistics.topOrdered'].path,
    {
      schema: {
        tags: ['statistics'],
        summary: "The customer's most ordered products (units ordered, newest order as tie-break)",
        querystring: topOrderedQuerySchema,
        response: { 200: topOrderedSchema, ...errors },
      },
    },
    async (request) =>
      service.topOrdered(app.ctx, await requireCustomer(request), request.query.page, request.query.per_page),
  );
};
