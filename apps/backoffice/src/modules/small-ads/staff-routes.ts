import {
  api,
  errorBodySchema,
  idParamsSchema,
  pdfFileSchema,
  staffSmallAdDetailSchema,
  staffSmallAdListSchema,
  staffSmallAdRefuseBodySchema,
  staffSmallAdsQuerySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/request-context';
import { sendStoredFile } from '../storage';
import * as staff from './staff-service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['staff'];

/**
 * The small ads' moderation queue (issue 11 §1, staff accounts only): the queue, one ad with its PDF and history,
 * publish and refuse (each recorded in the staff actions' log, the author told by mail in the same transaction).
 */
export const staffSmallAdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['staff.smallAds.list'].path,
    {
      schema: {
        tags,
        summary:
          'Small ads in one state (pending by default), oldest submission first, with customer and author',
        querystring: staffSmallAdsQuerySchema,
        response: { 200: staffSmallAdListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return staff.list(app.ctx, request.query, request.locale);
    },
  );

  app.get(
    api['staff.smallAds.get'].path,
    {
      schema: {
        tags,
        summary: "One small ad in any state, with its customer, author and the staff's actions on it",
        params: idParamsSchema,
        response: { 200: staffSmallAdDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return staff.get(app.ctx, request.params.id, request.locale);
    },
  );

  app.get(
    api['staff.smallAds.file'].path,
    {
      schema: {
        tags,
        summary: "The ad's PDF (inline), whatever its state; 404 when it has none",
        params: idParamsSchema,
        response: {
          200: { description: 'The PDF, inline', content: { 'application/pdf': { schema: pdfFileSchema } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      const { file, name } = await staff.file(app.ctx, request.params.id);
      return sendStoredFile(reply, file, { filename: name, disposition: 'inline' });
    },
  );

  app.post(
    api['staff.smallAds.publish'].path,
    {
      schema: {
        tags,
        summary: 'Publish a pending ad (409 invalid_transition otherwise); the author gets a mail',
        params: idParamsSchema,
        response: { 200: staffSmallAdDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireStaff(request);
      return staff.decide(app.ctx, userId, request.params.id, 'publish', null, request.locale);
    },
  );

  app.post(
    api['staff.smallAds.refuse'].path,
    {
      schema: {
        tags,
        summary:
          'Refuse a pending ad with a reason (required, trimmed, at most 500 characters); the author gets a mail with it',
        params: idParamsSchema,
        body: staffSmallAdRefuseBodySchema,
        response: { 200: staffSmallAdDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireStaff(request);
      return staff.decide(app.ctx, userId, request.params.id, 'refuse', request.body.reason, request.locale);
    },
  );
};
