import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import * as staff from './staff-service';

/**
 * The sales team's quotation queue (issue 10 §5, staff accounts only; 403 for a buyer): requests to complete,
 * prices per line, send. Every change is recorded in the staff actions' log and shown in `history`.
 */
export const staffQuotationRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;

  endpointRoute(app, 'staff.quotations.list', async (request) => {
    await requireStaff(request);
    return staff.listForStaff(ctx, request.query, request.locale);
  });

  endpointRoute(app, 'staff.quotations.get', async (request) => {
    await requireStaff(request);
    return staff.getForStaff(ctx, request.params.id, request.locale);
  });

  endpointRoute(app, 'staff.quotations.price', async (request) => {
    const { userId } = await requireStaff(request);
    return staff.priceQuotation(ctx, userId, request.params.id, request.body, request.locale);
  });

  endpointRoute(app, 'staff.quotations.send', async (request) => {
    const { userId } = await requireStaff(request);
    return staff.sendQuotation(ctx, userId, request.params.id, request.locale);
  });
};
