import {
  api,
  errorBodySchema,
  fiveYearsSchema,
  keyFiguresSchema,
  monthlyOrderedSchema,
  productMonthlyOrderedSchema,
  productStatisticsParamsSchema,
  statisticsYearParamsSchema,
  topOrderedQuerySchema,
  topOrderedSchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tags = ['statistics'];

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['statistics.topOrdered'].path,
    {
      schema: {
        tags,
        summary: "The customer's most ordered products (units ordered, newest order as tie-break)",
        querystring: topOrderedQuerySchema,
        response: { 200: topOrderedSchema, ...errors },
      },
    },
    async (request) => service.topOrdered(app.ctx, await requireCustomer(request), request.query),
  );

  app.get(
    api['statistics.keyFigures'].path,
    {
      schema: {
        tags,
        summary:
          "The dashboard's key figures: orders and expenses excl. VAT this year vs last year, open backorders",
        response: { 200: keyFiguresSchema, ...errors },
      },
    },
    async (request) => service.keyFigures(app.ctx, await requireCustomer(request)),
  );

  app.get(
    api['statistics.monthlyOrdered'].path,
    {
      schema: {
        tags,
        summary:
          'Expenses excl. VAT of a calendar year by month, with the monthly average and the family split',
        params: statisticsYearParamsSchema,
        response: { 200: monthlyOrderedSchema, ...errors },
      },
    },
    async (request) => service.monthlyOrdered(app.ctx, await requireCustomer(request), request.params.year),
  );

  app.get(
    api['statistics.fiveYears'].path,
    {
      schema: {
        tags,
        summary: 'Expenses excl. VAT of this year and the four before, split by family',
        response: { 200: fiveYearsSchema, ...errors },
      },
    },
    async (request) => service.fiveYears(app.ctx, await requireCustomer(request)),
  );

  app.get(
    api['statistics.productMonthlyOrdered'].path,
    {
      schema: {
        tags,
        summary: "The customer's own units of one product (variant) by month, this month and the 11 before",
        description:
          "The product page's stats tab (spec doc 1 §2). Counts only the caller's own orders (cancelled ones " +
          'excluded); a variant the caller never ordered, or an unknown id, answers twelve zero months.',
        params: productStatisticsParamsSchema,
        response: { 200: productMonthlyOrderedSchema, ...errors },
      },
    },
    async (request) =>
      service.productMonthlyOrdered(app.ctx, await requireCustomer(request), request.params.product_id),
  );
};
