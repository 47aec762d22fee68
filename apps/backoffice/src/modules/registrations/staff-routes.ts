import {
  api,
  errorBodySchema,
  registrationParamsSchema,
  staffPricelistsSchema,
  staffRegistrationApproveBodySchema,
  staffRegistrationListSchema,
  staffRegistrationRefuseBodySchema,
  staffRegistrationSchema,
  staffRegistrationsQuerySchema,
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

/** The staff's review of registrations (issue 11 §4, staff accounts only); each decision is a staff action. */
export const staffRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['staff.registrations.list'].path,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Registrations, optionally one state, paged: pending first (oldest first), then the latest decisions',
        querystring: staffRegistrationsQuerySchema,
        response: { 200: staffRegistrationListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.listForStaff(app.ctx, request.query);
    },
  );

  app.get(
    api['staff.registrations.get'].path,
    {
      schema: {
        tags: ['staff'],
        summary:
          'One registration: everything sent, the warning when its e-mail is a login, the decision, history',
        params: registrationParamsSchema,
        response: { 200: staffRegistrationSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.getForStaff(app.ctx, request.params.id, request.locale);
    },
  );

  app.post(
    api['staff.registrations.approve'].path,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Approve: creates the customer (role, pricelist), its addresses and the user, and mails a set-password link (7 days)',
        description:
          '409 registration_decided once decided; 409 registration_login_taken when the e-mail signs in to a customer or staff account; 400 pricelist_not_found.',
        params: registrationParamsSchema,
        body: staffRegistrationApproveBodySchema,
        response: { 200: staffRegistrationSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return service.approve(app.ctx, staff.userId, request.params.id, request.body, request.locale);
    },
  );

  app.post(
    api['staff.registrations.refuse'].path,
    {
      schema: {
        tags: ['staff'],
        summary: 'Refuse with a reason: the applicant gets it by mail in their language',
        params: registrationParamsSchema,
        body: staffRegistrationRefuseBodySchema,
        response: { 200: staffRegistrationSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return service.refuse(app.ctx, staff.userId, request.params.id, request.body.reason, request.locale);
    },
  );

  app.get(
    api['staff.pricelists'].path,
    {
      schema: {
        tags: ['staff'],
        summary: 'The pricelists (id, code, name in the caller’s language, role) for the approve form',
        response: { 200: staffPricelistsSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.pricelistsForStaff(app.ctx, request.locale);
    },
  );
};
