import {
  api,
  errorBodySchema,
  idParamsSchema,
  pdfFileSchema,
  quotationAddLineBodySchema,
  quotationCreateBodySchema,
  quotationDeleteLineBodySchema,
  quotationListSchema,
  quotationSchema,
  quotationsQuerySchema,
  quotationUpdateBodySchema,
  quotationUpdateLineBodySchema,
} from '@vetshop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/request-context';
import { acceptQuotation } from './accept';
import { downloadQuotation } from './download';
import * as service from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const one = { 200: quotationSchema, ...errors };
const tags = ['quotations'];

/** The buyer's own document: never kept by a shared cache, saved under its own name. */
function sendPdf(reply: FastifyReply, file: { fileName: string; body: Buffer }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/**
 * The buyer's quotations (spec doc 2 §7 "Quotations"; issue 10 §1). Another customer's quotation is a 404 on
 * every call; a transition the state machine does not allow is a 409 invalid_transition naming the state.
 */
export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    api['quotations.list'].path,
    {
      schema: {
        tags,
        summary:
          "The customer's quotations, newest first (page_size ≤ 999, page, quotation_state), with the banner's counts of drafts and quotations awaiting acceptance",
        querystring: quotationsQuerySchema,
        response: { 200: quotationListSchema, ...errors },
      },
    },
    async (request) => service.listQuotations(ctx, await requireCustomer(request), request.query),
  );

  app.get(
    api['quotations.get'].path,
    {
      schema: {
        tags,
        summary:
          "One quotation: lines (the buyer's price until quoted, then the quoted one), the summary by the cart's totals, the actions allowed now",
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => service.getQuotation(ctx, await requireCustomer(request), request.params.id),
  );

  app.get(
    api['quotations.download'].path,
    {
      schema: {
        tags,
        summary: "The quotation as a PDF in the caller's language",
        params: idParamsSchema,
        response: {
          200: {
            description: 'The PDF, as an attachment',
            content: { 'application/pdf': { schema: pdfFileSchema } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await downloadQuotation(ctx, await requireCustomer(request), request.params.id);
      return sendPdf(reply, file);
    },
  );

  app.post(
    api['quotations.create'].path,
    {
      schema: {
        tags,
        summary:
          'A new draft from lines (quantity 1 by default) or from the current cart (from_cart); a reference already used by another quotation that is not cancelled is a 409',
        body: quotationCreateBodySchema,
        response: { 201: quotationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createQuotation(ctx, await requireCustomer(request), request.body)),
  );

  for (const key of ['quotations.write', 'quotations.update'] as const)
    app.post(
      api[key].path,
      {
        schema: {
          tags,
          summary:
            'Reference, note and/or all the lines of a draft (lines left out are removed, lines without line_id added)',
          params: idParamsSchema,
          body: quotationUpdateBodySchema,
          response: one,
        },
      },
      async (request) =>
        service.writeQuotation(ctx, await requireCustomer(request), request.params.id, request.body),
    );

  app.post(
    api['quotations.addLine'].path,
    {
      schema: {
        tags,
        summary: 'Adds a product to a draft (quantity 1 by default); one already there is 409 duplicate_line',
        params: idParamsSchema,
        body: quotationAddLineBodySchema,
        response: one,
      },
    },
    async (request) => service.addLine(ctx, await requireCustomer(request), request.params.id, request.body),
  );

  app.put(
    api['quotations.updateLine'].path,
    {
      schema: {
        tags,
        summary: "A draft line's quantity, sequence or product",
        params: idParamsSchema,
        body: quotationUpdateLineBodySchema,
        response: one,
      },
    },
    async (request) =>
      service.updateLine(ctx, await requireCustomer(request), request.params.id, request.body),
  );

  app.post(
    api['quotations.deleteLine'].path,
    {
      schema: {
        tags,
        summary: 'Removes a line of a draft',
        params: idParamsSchema,
        body: quotationDeleteLineBodySchema,
        response: one,
      },
    },
    async (request) =>
      service.deleteLine(ctx, await requireCustomer(request), request.params.id, request.body.line_id),
  );

  app.delete(
    api['quotations.delete'].path,
    {
      schema: {
        tags,
        summary: 'Deletes a draft or a cancelled quotation (204)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteQuotation(ctx, await requireCustomer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    api['quotations.request'].path,
    {
      schema: {
        tags,
        summary: "draft → customer_request; the sales team is told by mail (the quotation's transaction)",
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => service.requestQuotation(ctx, await requireCustomer(request), request.params.id),
  );

  app.post(
    api['quotations.accept'].path,
    {
      schema: {
        tags,
        summary:
          'waiting_acceptation → accepted within the validity date (else 409 quotation_expired): the quotation becomes an order at the quoted prices (sale_id)',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => acceptQuotation(ctx, await requireCustomer(request), request.params.id),
  );

  app.post(
    api['quotations.cancel'].path,
    {
      schema: {
        tags,
        summary: 'draft, customer_request or waiting_acceptation → cancel',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => service.cancelQuotation(ctx, await requireCustomer(request), request.params.id),
  );

  app.post(
    api['quotations.resetToDraft'].path,
    {
      schema: {
        tags,
        summary:
          "customer_request, waiting_acceptation or cancel → draft; the staff's prices and validity date are cleared",
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => service.resetToDraft(ctx, await requireCustomer(request), request.params.id),
  );
};
