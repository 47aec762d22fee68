import {
  api,
  documentsListSchema,
  documentsQuerySchema,
  errorBodySchema,
  idParamsSchema,
  pdfFileSchema,
} from '@vetshop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const pdf = {
  200: {
    description: 'The PDF, as an attachment',
    content: { 'application/pdf': { schema: pdfFileSchema } },
  },
  ...errors,
};

/** A document is the buyer's own: never kept by a shared cache, saved under its own name. */
function sendPdf(reply: FastifyReply, file: service.PdfFile) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['documents.list'].path,
    {
      schema: {
        tags: ['documents'],
        summary:
          "The customer's documents, newest first, of one type or all, optionally of one order (sale_id; per_page 20, page 1 by default)",
        querystring: documentsQuerySchema,
        response: { 200: documentsListSchema, ...errors },
      },
    },
    async (request) => service.listDocuments(app.ctx, await requireCustomer(request), request.query),
  );

  app.get(
    api['documents.download'].path,
    {
      schema: {
        tags: ['documents'],
        summary:
          'One document as a PDF in the caller’s language (the pricelist is generated and streamed); another customer’s document is a 404',
        params: idParamsSchema,
        response: pdf,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.downloadDocument(app.ctx, await requireCustomer(request), request.params.id),
      ),
  );

  app.get(
    api['sales.download'].path,
    {
      schema: {
        tags: ['sales'],
        summary: 'The order confirmation of an order as a PDF (another customer’s order is a 404)',
        params: idParamsSchema,
        response: pdf,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await service.downloadSale(app.ctx, await requireCustomer(request), request.params.id)),
  );

  app.get(
    api['invoice.download'].path,
    {
      schema: {
        tags: ['documents'],
        summary:
          'An invoice as a PDF; {id} is the invoice’s document id from GET documents (not the order id)',
        params: idParamsSchema,
        response: pdf,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.downloadInvoice(app.ctx, await requireCustomer(request), request.params.id),
      ),
  );
};
