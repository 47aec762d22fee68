import {
  addressRequestParamsSchema,
  addressRequestRefuseBodySchema,
  errorBodySchema,
  staffAddressRequestListSchema,
  staffAddressRequestQuerySchema,
  staffAddressRequestSchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/request-context';
import * as service from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The staff API of address change requests (staff accounts only; the staff screen comes later). */
export const staffAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/address_requests',
    {
      schema: {
        tags: ['staff'],
        summary: 'Address change requests in a state (pending by default), oldest first',
        querystring: staffAddressRequestQuerySchema,
        response: { 200: staffAddressRequestListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.listForStaff(app.ctx, request.query.state, request.locale);
    },
  );

  app.post(
    '/staff/address_requests/:id/approve',
    {
      schema: {
        tags: ['staff'],
        summary: 'Approve a pending request: the address change is applied in the same transaction',
        params: addressRequestParamsSchema,
        response: { 200: staffAddressRequestSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return service.decide(app.ctx, staff.userId, request.params.id, 'approved', null, request.locale);
    },
  );

  app.post(
    '/staff/address_requests/:id/refuse',
    {
      schema: {
        tags: ['staff'],
        summary: 'Refuse a pending request with a reason the buyer reads; the address stays as it is',
        params: addressRequestParamsSchema,
        body: addressRequestRefuseBodySchema,
        response: { 200: staffAddressRequestSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return service.decide(
        app.ctx,
        staff.userId,
        request.params.id,
        'refused',
        request.body.reason,
        request.locale,
      );
    },
  );
};
