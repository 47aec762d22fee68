import {
  addressListSchema,
  api,
  customerIdParamsSchema,
  customerOptInBodySchema,
  customerOptOutBodySchema,
  customerSchema,
  errorBodySchema,
  newsletterSchema,
  salesPersonSchema,
  settingsSchema,
  vetGroupListSchema,
} from '@vetshop/contract';
import { ADDRESS_TYPES } from '@vetshop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer, requireSession } from '../../plugins/request-context';
import * as service from './service';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const bodyErrors = { 400: errorBodySchema, ...errors };

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer',
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => service.getCustomer(app.ctx, await requireCustomer(request)),
  );

  app.get(
    '/customer/sales_person',
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's sales representative",
        response: { 200: salesPersonSchema, ...errors },
      },
    },
    async (request) => service.getSalesPerson(app.ctx, await requireCustomer(request)),
  );

  app.put(
    api['customer.setOptOut'].path,
    {
      schema: {
        tags: ['customer'],
        summary: 'Newsletter: opt_out true stops the promotional mails',
        body: customerOptOutBodySchema,
        response: { 200: newsletterSchema, ...bodyErrors },
      },
    },
    async (request) => service.setNewsletter(app.ctx, await requireCustomer(request), request.body.opt_out),
  );

  app.post(
    api['customer.setOptIn'].path,
    {
      schema: {
        tags: ['customer'],
        summary: "Newsletter as optIn; :id is the caller's own customer id (another one is a 404)",
        params: customerIdParamsSchema,
        body: customerOptInBodySchema,
        response: { 200: newsletterSchema, ...bodyErrors },
      },
    },
    async (request) =>
      service.setNewsletter(app.ctx, await requireCustomer(request), !request.body.optIn, request.params.id),
  );

  app.get(
    api['customer.vetGroups'].path,
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's veterinary groups, by sequence ('RFA' groups hidden)",
        response: { 200: vetGroupListSchema, ...errors },
      },
    },
    async (request) => service.getVetGroups(app.ctx, await requireCustomer(request)),
  );

  for (const type of ADDRESS_TYPES) {
    app.get(
      api[`addresses.${type}`].path,
      {
        schema: {
          tags: ['addresses'],
          summary: `The customer's ${type} addresses, main first`,
          response: { 200: addressListSchema, ...errors },
        },
      },
      async (request) => service.listAddresses(app.ctx, await requireCustomer(request), type),
    );
  }

  app.get(
    api.settings.path,
    {
      schema: {
        tags: ['settings'],
        summary: 'Reference lists: countries, titles, states, currencies',
        response: { 200: settingsSchema, ...errors },
      },
    },
    async (request) => {
      await requireSession(request);
      return service.getSettings(app.ctx, request.locale);
    },
  );
};
