import {
  addressInputSchema,
  addressParamsSchema,
  addressRequestListSchema,
  addressRequestSchema,
  addressTypeParamsSchema,
  api,
  errorBodySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The buyer's address changes (spec doc 2 §7 "Addresses"): by request only (spec doc 1 §1). Each call records
 * a pending request and answers it with 202; the address changes when the provider's staff approve it.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    api['addresses.requestCreate'].path,
    {
      schema: {
        tags: ['addresses'],
        summary: 'Request a new address (202: the pending request; staff approve it)',
        params: addressTypeParamsSchema,
        body: addressInputSchema,
        response: { 202: addressRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const c = await requireCustomer(request);
      const made = await service.requestCreate(app.ctx, c, request.params.type, request.body);
      return reply.status(202).send(made);
    },
  );

  app.post(
    api['addresses.requestUpdate'].path,
    {
      schema: {
        tags: ['addresses'],
        summary: "Request a change of one of the customer's addresses (202: the pending request)",
        params: addressParamsSchema,
        body: addressInputSchema,
        response: { 202: addressRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const c = await requireCustomer(request);
      const { type, id } = request.params;
      const made = await service.requestChange(app.ctx, c, type, id, 'update', request.body);
      return reply.status(202).send(made);
    },
  );

  app.delete(
    api['addresses.requestDelete'].path,
    {
      schema: {
        tags: ['addresses'],
        summary: 'Request the deletion of an address; a main address cannot be deleted (409)',
        params: addressParamsSchema,
        response: { 202: addressRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const c = await requireCustomer(request);
      const { type, id } = request.params;
      const made = await service.requestChange(app.ctx, c, type, id, 'delete');
      return reply.status(202).send(made);
    },
  );

  app.get(
    api['addresses.requests'].path,
    {
      schema: {
        tags: ['addresses'],
        summary: "The customer's address change requests and their state, newest first",
        response: { 200: addressRequestListSchema, ...errors },
      },
    },
    async (request) => service.listOwnRequests(app.ctx, await requireCustomer(request)),
  );
};
