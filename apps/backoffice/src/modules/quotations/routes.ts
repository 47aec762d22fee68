import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import { acceptQuotation } from './accept';
import { downloadQuotation } from './download';
import * as service from './service';

/** The buyer's own document: never kept by a shared cache, saved under its own name. */
function sendPdf(reply: FastifyReply, file: { fileName: string; body: Buffer }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/**
 * The buyer's quotations (spec doc 2 §7 "Quotations"; issue 10 §1), each route registered from its contract entry
 * (quotations-api.ts). Another customer's quotation is a 404 on every call; a transition the state machine does not
 * allow is a 409 invalid_transition naming the state.
 */
export const quotationRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;

  endpointRoute(app, 'quotations.list', async (request) =>
    service.listQuotations(ctx, await requireCustomer(request), request.query),
  );

  endpointRoute(app, 'quotations.get', async (request) =>
    service.getQuotation(ctx, await requireCustomer(request), request.params.id),
  );

  endpointRoute(app, 'quotations.download', async (request, reply) => {
    const file = await downloadQuotation(ctx, await requireCustomer(request), request.params.id);
    return sendPdf(reply, file);
  });

  endpointRoute(app, 'quotations.create', async (request) =>
    service.createQuotation(ctx, await requireCustomer(request), request.body),
  );

  for (const name of ['quotations.write', 'quotations.update'] as const)
    endpointRoute(app, name, async (request) =>
      service.writeQuotation(ctx, await requireCustomer(request), request.params.id, request.body),
    );

  endpointRoute(app, 'quotations.addLine', async (request) =>
    service.addLine(ctx, await requireCustomer(request), request.params.id, request.body),
  );

  endpointRoute(app, 'quotations.updateLine', async (request) =>
    service.updateLine(ctx, await requireCustomer(request), request.params.id, request.body),
  );

  endpointRoute(app, 'quotations.deleteLine', async (request) =>
    service.deleteLine(ctx, await requireCustomer(request), request.params.id, request.body.line_id),
  );

  endpointRoute(app, 'quotations.delete', async (request, reply) => {
    await service.deleteQuotation(ctx, await requireCustomer(request), request.params.id);
    return reply.send(null);
  });

  endpointRoute(app, 'quotations.request', async (request) =>
    service.requestQuotation(ctx, await requireCustomer(request), request.params.id),
  );

  endpointRoute(app, 'quotations.accept', async (request) =>
    acceptQuotation(ctx, await requireCustomer(request), request.params.id),
  );

  endpointRoute(app, 'quotations.cancel', async (request) =>
    service.cancelQuotation(ctx, await requireCustomer(request), request.params.id),
  );

  endpointRoute(app, 'quotations.resetToDraft', async (request) =>
    service.resetToDraft(ctx, await requireCustomer(request), request.params.id),
  );
};
