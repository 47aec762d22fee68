import { api, errorBodySchema, loyaltyCardSchema, loyaltyCardsSchema } from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['loyalty.currentRebateCard'].path,
    {
      schema: {
        tags: ['loyalty'],
        summary: "The customer's year-end rebate card valid today, with its programme and rebate amounts",
        description:
          'A programme or card counts only within its dates (spec doc 1 §5). 204 = no card valid today. ' +
          'The amounts are computed at each call from the orders of the time frame.',
        response: { 200: loyaltyCardSchema, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const card = await service.currentRebateCard(app.ctx, customer.customerId, request.locale);
      if (!card) return reply.status(204).send(null);
      return card;
    },
  );

  app.get(
    api['loyalty.currentCards'].path,
    {
      schema: {
        tags: ['loyalty'],
        summary: "The customer's loyalty cards valid today, in every programme (year-end rebate and points)",
        description:
          'Each card with its programme (name, type, dates, time frame, rules by sequence with their colour) and ' +
          'its points (points, accrued_points, max_points, max_accrued_points). A programme or card counts only ' +
          "within its dates (spec doc 1 §5); a year-end rebate's card also carries its rebate computed now. " +
          'An empty list when none is valid.',
        response: { 200: loyaltyCardsSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return service.currentCards(app.ctx, customer.customerId, request.locale);
    },
  );
};
