import {
  api,
  errorBodySchema,
  leadFileSchema,
  staffFormSubmissionListSchema,
  staffFormSubmissionsQuerySchema,
  staffLeadDetailSchema,
  staffLeadFileParamsSchema,
  staffLeadListSchema,
  staffLeadParamsSchema,
  staffLeadsQuerySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/request-context';
import { sendStoredFile } from '../storage';
import { listSubmissions } from './forms-service';
import * as service from './staff-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The staff API of contact requests and form submissions (issue 11 §3, staff accounts only). */
export const staffLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['staff.leads.list'].path,
    {
      schema: {
        tags: ['staff'],
        summary: 'Contact requests, newest first, filtered on subject and handled (open by default), paged',
        querystring: staffLeadsQuerySchema,
        response: { 200: staffLeadListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.listLeads(app.ctx, request.query, request.locale);
    },
  );

  app.get(
    api['staff.leads.get'].path,
    {
      schema: {
        tags: ['staff'],
        summary: 'One contact request with its files and the staff actions on it',
        params: staffLeadParamsSchema,
        response: { 200: staffLeadDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.getLead(app.ctx, request.params.id, request.locale);
    },
  );

  app.get(
    api['staff.leads.file'].path,
    {
      schema: {
        tags: ['staff'],
        summary:
          "A contact request's attachment, as an attachment with its original name (private, no-store)",
        params: staffLeadFileParamsSchema,
        response: { 200: leadFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      const { file, name } = await service.leadFile(app.ctx, request.params.id, request.params.fileId);
      return sendStoredFile(reply, file, { filename: name, disposition: 'attachment' });
    },
  );

  app.post(
    api['staff.leads.handled'].path,
    {
      schema: {
        tags: ['staff'],
        summary: 'Mark a contact request handled (recorded as a staff action; again changes nothing)',
        params: staffLeadParamsSchema,
        response: { 200: staffLeadDetailSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return service.markHandled(app.ctx, staff.userId, request.params.id, request.locale);
    },
  );

  app.get(
    api['staff.formSubmissions.list'].path,
    {
      schema: {
        tags: ['staff'],
        summary: "Generic form submissions, newest first, each value labelled in the caller's language",
        querystring: staffFormSubmissionsQuerySchema,
        response: { 200: staffFormSubmissionListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return listSubmissions(app.ctx, request.query.page, request.query.page_size, request.locale);
    },
  );
};
