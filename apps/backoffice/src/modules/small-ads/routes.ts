import multipart from '@fastify/multipart';
import {
  api,
  errorBodySchema,
  idParamsSchema,
  mySmallAdsQuerySchema,
  pdfFileSchema,
  smallAdListSchema,
  smallAdSchema,
  smallAdSearchQuerySchema,
} from '@vetshop/contract';
import { SMALL_AD_FILE_MAX_BYTES } from '@vetshop/domain';
import { z } from 'zod';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/request-context';
import { sendStoredFile } from '../storage';
import * as service from './service';
import { readSmallAdMultipart, SMALL_AD_MULTIPART_LIMITS } from './upload';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const uploadErrors = { ...errors, 413: errorBodySchema, 415: errorBodySchema };

const MULTIPART_DESCRIPTION =
  'multipart/form-data: a `parameters` field holding a JSON text {name, date_start, date_end (YYYY-MM-DD; ' +
  'dd/mm/yyyy accepted), category (animals|clientele|employment|equipment|misc), country_state_code (a Belgian ' +
  'province code: BBR, VAN, VBR, VLI, VOV, VWV, WBR, WHT, WLG, WLX, WNA), body (≤ 500 characters), contact, ' +
  'phone, email, file_delete?} — every field required but the document — and an optional `file` part: a PDF ' +
  `judged by its first bytes (%PDF-; 415 small_ad_file_not_pdf otherwise), at most ${SMALL_AD_FILE_MAX_BYTES} ` +
  'bytes (413 small_ad_file_too_large). A field breaking the form rules: 400 invalid_input with one localised ' +
  'message per parameter in `fields`.';

/**
 * The multipart body as the OpenAPI document shows it. Documentation only: the parts are read from the stream by
 * readSmallAdMultipart (request.body stays empty), so this plugin's validator skips it.
 */
const multipartBodyDoc = z.object({
  parameters: z.string().describe('JSON text of the parameters (see the description)'),
  file: z.string().optional().describe('The PDF (binary), optional'),
});

/**
 * The buyer's small ads (issue 11 §1; doc 2 §7 "Small ads"): signed-in buyers only (401 for guests, 403 for an
 * account without a customer). Another customer's ad is a 404, except a published one read through GET {id}
 * and its file. Multipart is accepted by this plugin's routes only (the parser lives in its scope).
 */
export const smallAdRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: SMALL_AD_MULTIPART_LIMITS, throwFileSizeLimit: true });
  app.setValidatorCompiler((route) =>
    route.httpPart === 'body' && route.schema === multipartBodyDoc
      ? () => ({ value: undefined })
      : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]),
  );

  app.get(
    api['classifiedAds.mine'].path,
    {
      schema: {
        tags: ['small ads'],
        summary: "The caller's customer's small ads (any state, or one), newest first, paged",
        querystring: mySmallAdsQuerySchema,
        response: { 200: smallAdListSchema, ...errors },
      },
    },
    async (request) => {
      const c = await requireCustomer(request);
      return service.listMine(app.ctx, c, request.query, request.locale);
    },
  );

  app.get(
    api['classifiedAds.search'].path,
    {
      schema: {
        tags: ['small ads'],
        summary:
          'Published small ads whose dates include today (Brussels), newest publication first; by category and region',
        querystring: smallAdSearchQuerySchema,
        response: { 200: smallAdListSchema, ...errors },
      },
    },
    async (request) => {
      const c = await requireCustomer(request);
      return service.search(app.ctx, c, request.query, request.locale);
    },
  );

  app.get(
    api['classifiedAds.get'].path,
    {
      schema: {
        tags: ['small ads'],
        summary:
          "One small ad: the caller's customer's (with the author's actions) or a published one (read only)",
        params: idParamsSchema,
        response: { 200: smallAdSchema, ...errors },
      },
    },
    async (request) => {
      const c = await requireCustomer(request);
      return service.get(app.ctx, c, request.params.id, request.locale);
    },
  );

  app.get(
    api['classifiedAds.file'].path,
    {
      schema: {
        tags: ['small ads'],
        summary:
          "The ad's PDF (inline, its original name), for whoever may read the ad; 404 when it has none",
        params: idParamsSchema,
        response: {
          200: { description: 'The PDF, inline', content: { 'application/pdf': { schema: pdfFileSchema } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const c = await requireCustomer(request);
      const { file, name } = await service.file(app.ctx, c, request.params.id);
      return sendStoredFile(reply, file, { filename: name, disposition: 'inline' });
    },
  );

  app.post(
    api['classifiedAds.create'].path,
    {
      schema: {
        tags: ['small ads'],
        summary: 'Create a small ad (a draft) with its optional PDF',
        description: MULTIPART_DESCRIPTION,
        consumes: ['multipart/form-data'],
        body: multipartBodyDoc,
        response: { 200: smallAdSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const c = await requireCustomer(request);
      const form = await readSmallAdMultipart(request);
      return service.create(app.ctx, c, form, request.locale);
    },
  );

  app.post(
    api['classifiedAds.update'].path,
    {
      schema: {
        tags: ['small ads'],
        summary:
          'Edit a small ad: from any state back to draft (a published ad is hidden until published again); ' +
          'a new file replaces the document, file_delete removes it',
        description: MULTIPART_DESCRIPTION,
        consumes: ['multipart/form-data'],
        body: multipartBodyDoc,
        params: idParamsSchema,
        response: { 200: smallAdSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const c = await requireCustomer(request);
      const form = await readSmallAdMultipart(request);
      return service.update(app.ctx, c, request.params.id, form, request.locale);
    },
  );

  app.post(
    api['classifiedAds.submit'].path,
    {
      schema: {
        tags: ['small ads'],
        summary:
          "Submit a draft for the staff's moderation (draft → pending; 409 invalid_transition otherwise)",
        params: idParamsSchema,
        response: { 200: smallAdSchema, ...errors },
      },
    },
    async (request) => {
      const c = await requireCustomer(request);
      return service.submit(app.ctx, c, request.params.id, request.locale);
    },
  );

  app.delete(
    api['classifiedAds.delete'].path,
    {
      schema: {
        tags: ['small ads'],
        summary: 'Delete a small ad in any state, with its stored document (the storefront confirms first)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const c = await requireCustomer(request);
      await service.remove(app.ctx, c, request.params.id, request.locale);
      return reply.status(204).send(null);
    },
  );
};
