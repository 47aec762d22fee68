import {
  addressRequestParamsSchema,
  addressRequestRefuseBodySchema,
  api,
  errorBodySchema,
  staffAddressRequestDetailSchema,
  staffAddressRequestListQuerySchema,
  staffAddressRequestListSchema,
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

/**
 * The staff API of address change requests (issue 10 §5, staff accounts only): the queue, one request with its
 * history, and the decisions (each recorded in the staff actions' log with the decision).
 */
export const staffAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['staff.addressRequests.list'].path,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Address change requests, filtered (state, kind, type, customer) and paged: pending first, oldest first',
        querystring: staffAddressRequestListQuerySchema,
        response: { 200: staffAddressRequestListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.listForStaff(app.ctx, request.query, request.locale);
    },
  );

  app.get(
    api['staff.addressRequests.get'].path,
    {
      schema: {
        tags: ['staff'],
        summary:
          "One request: its customer, the address as it is now, the values asked for and the staff's actions on it",
        params: addressRequestParamsSchema,
        response: { 200: staffAddressRequestDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.getForStaff(app.ctx, request.params.id, request.locale);
    },
  );

  app.post(
    api['staff.addressRequests.approve'].path,
    {
      schema: {
        tags: ['staff'],
        summary: 'Approve a pending request: the address change is applied in the same transaction',
        params: addressRequestParamsSchema,
        response: { 200: staffAddressRequestDetailSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return service.decide(app.ctx, staff.userId, request.params.id, 'approved', null, request.locale);
    },
  );

  app.post(
    api['staff.addressRequests.refuse'].path,
    {
      schema: {
        tags: ['staff'],
        summary: 'Refuse a pending request with a reason the buyer reads; the address stays as it is',
        params: addressRequestParamsSchema,
        body: addressRequestRefuseBodySchema,
        response: { 200: staffAddressRequestDetailSchema, ...errors },
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
