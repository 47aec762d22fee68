import multipart from '@fastify/multipart';
import { SMALL_AD_FILE_MAX_BYTES } from '@vetshop/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { endpointRoute, type EndpointRouteOptions } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import { sendStoredFile } from '../storage';
import * as service from './service';
import { readSmallAdMultipart, SMALL_AD_MULTIPART_LIMITS } from './upload';

const tags = ['small ads'];

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
 * readSmallAdMultipart (request.body stays empty), so endpointRoute does not validate the body.
 */
const upload = {
  description: MULTIPART_DESCRIPTION,
  multipart: {
    parts: z.object({
      parameters: z.string().describe('JSON text of the parameters (see the description)'),
      file: z.string().optional().describe('The PDF (binary), optional'),
    }),
  },
  tags,
} satisfies EndpointRouteOptions;

/**
 * The buyer's small ads (issue 11 §1; doc 2 §7 "Small ads"): signed-in buyers only (401 for guests, 403 for an
 * account without a customer). Another customer's ad is a 404, except a published one read through GET {id}
 * and its file. Multipart is accepted by this plugin's routes only (the parser lives in its scope).
 */
export const smallAdRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: SMALL_AD_MULTIPART_LIMITS, throwFileSizeLimit: true });

  endpointRoute(
    app,
    'classifiedAds.mine',
    async (request) =>
      service.listMine(app.ctx, await requireCustomer(request), request.query, request.locale),
    { tags },
  );

  endpointRoute(
    app,
    'classifiedAds.search',
    async (request) => service.search(app.ctx, await requireCustomer(request), request.query, request.locale),
    { tags },
  );

  endpointRoute(
    app,
    'classifiedAds.get',
    async (request) =>
      service.get(app.ctx, await requireCustomer(request), request.params.id, request.locale),
    { tags },
  );

  endpointRoute(
    app,
    'classifiedAds.file',
    async (request, reply) => {
      const { file, name } = await service.file(app.ctx, await requireCustomer(request), request.params.id);
      return sendStoredFile(reply, file, { filename: name, disposition: 'inline' });
    },
    { tags },
  );

  endpointRoute(
    app,
    'classifiedAds.create',
    async (request) => {
      const c = await requireCustomer(request);
      const form = await readSmallAdMultipart(request);
      return service.create(app.ctx, c, form, request.locale);
    },
    upload,
  );

  endpointRoute(
    app,
    'classifiedAds.update',
    async (request) => {
      const c = await requireCustomer(request);
      const form = await readSmallAdMultipart(request);
      return service.update(app.ctx, c, request.params.id, form, request.locale);
    },
    upload,
  );

  endpointRoute(
    app,
    'classifiedAds.submit',
    async (request) =>
      service.submit(app.ctx, await requireCustomer(request), request.params.id, request.locale),
    { tags },
  );

  endpointRoute(
    app,
    'classifiedAds.delete',
    async (request, reply) => {
      await service.remove(app.ctx, await requireCustomer(request), request.params.id, request.locale);
      return reply.send(null);
    },
    { tags },
  );
};
