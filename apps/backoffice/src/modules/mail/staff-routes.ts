import {
  api,
  errorBodySchema,
  staffMailDetailSchema,
  staffMailListSchema,
  staffMailParamsSchema,
  staffMailsQuerySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/request-context';
import * as service from './staff-service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The staff API of the mail outbox (issue 10 §5, staff accounts only): the list, one mail, a resend. */
export const staffMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['staff.mails.list'].path,
    {
      schema: {
        tags: ['staff'],
        summary:
          'The mail outbox, newest first, filtered by state and kind, with the number of mails in each state',
        querystring: staffMailsQuerySchema,
        response: { 200: staffMailListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.listForStaff(app.ctx, request.query);
    },
  );

  app.get(
    api['staff.mails.get'].path,
    {
      schema: {
        tags: ['staff'],
        summary: 'One mail: headers, text and HTML bodies, delivery state and the staff actions on it',
        params: staffMailParamsSchema,
        response: { 200: staffMailDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.getForStaff(app.ctx, request.params.id);
    },
  );

  app.post(
    api['staff.mails.resend'].path,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Send a sent or failed mail again (back to pending, attempts from 0); 409 when pending or sending',
        params: staffMailParamsSchema,
        response: { 200: staffMailDetailSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return service.resend(app.ctx, staff.userId, request.params.id);
    },
  );
};
