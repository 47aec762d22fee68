import {
  api,
  errorBodySchema,
  idParamsSchema,
  staffQuotationListSchema,
  staffQuotationPriceBodySchema,
  staffQuotationSchema,
  staffQuotationsQuerySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/request-context';
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
 * The sales team's quotation queue (issue 10 §5, staff accounts only; 403 for a buyer): requests to complete,
 * prices per line, send. Every change is recorded in the staff actions' log and shown in `history`.
 */
export const staffQuotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    api['staff.quotations.list'].path,
    {
      schema: {
        tags,
        summary:
          'Quotations in one state (customer_request by default), oldest request first, with the customer',
        querystring: staffQuotationsQuerySchema,
        response: { 200: staffQuotationListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return staff.listForStaff(ctx, request.query, request.locale);
    },
  );

  app.get(
    api['staff.quotations.get'].path,
    {
      schema: {
        tags,
        summary: "One quotation with its customer, the requester's login and the staff's actions on it",
        params: idParamsSchema,
        response: { 200: staffQuotationSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return staff.getForStaff(ctx, request.params.id, request.locale);
    },
  );

  app.post(
    api['staff.quotations.price'].path,
    {
      schema: {
        tags,
        summary:
          'Prices of lines (unit price excl. VAT, discount %) and the validity date, on a customer_request only; recorded',
        params: idParamsSchema,
        body: staffQuotationPriceBodySchema,
        response: { 200: staffQuotationSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireStaff(request);
      return staff.priceQuotation(ctx, userId, request.params.id, request.body, request.locale);
    },
  );

  app.post(
    api['staff.quotations.send'].path,
    {
      schema: {
        tags,
        summary:
          'customer_request → waiting_acceptation once every line is priced (else 409 quotation_not_priced); mails the buyer',
        params: idParamsSchema,
        response: { 200: staffQuotationSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireStaff(request);
      return staff.sendQuotation(ctx, userId, request.params.id, request.locale);
    },
  );
};
