import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

/** The buyer's loyalty cards (spec doc 1 §5), each route registered from its contract entry (loyalty-api.ts). */
export const loyaltyRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(
    app,
    'loyalty.currentRebateCard',
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const card = await service.currentRebateCard(app.ctx, customer.customerId, request.locale);
      if (!card) return reply.status(204).send(null);
      return card;
    },
    {
      alsoAnswers: [204],
      description:
        'A programme or card counts only within its dates (spec doc 1 §5). 204 = no card valid today. ' +
        'The amounts are computed at each call from the orders of the time frame.',
    },
  );

  endpointRoute(
    app,
    'loyalty.currentCards',
    async (request) => {
      const customer = await requireCustomer(request);
      return service.currentCards(app.ctx, customer.customerId, request.locale);
    },
    {
      description:
        'Each card with its programme (name, type, dates, time frame, rules by sequence with their colour) and ' +
        'its points (points, accrued_points, max_points, max_accrued_points). A programme or card counts only ' +
        "within its dates (spec doc 1 §5); a year-end rebate's card also carries its rebate computed now. " +
        'An empty list when none is valid.',
    },
  );
};
