import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

/** A document is the buyer's own: never kept by a shared cache, saved under its own name. */
function sendPdf(reply: FastifyReply, file: service.PdfFile) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/**
 * The buyer's documents and their PDFs (spec doc 2 §7 "Documents"), each route registered from its contract entry
 * (documents-api.ts; the order confirmation's PDF is `sales.download` in sales-api.ts).
 */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'documents.list', async (request) =>
    service.listDocuments(app.ctx, await requireCustomer(request), request.query),
  );

  endpointRoute(app, 'documents.download', async (request, reply) =>
    sendPdf(
      reply,
      await service.downloadDocument(app.ctx, await requireCustomer(request), request.params.id),
    ),
  );

  endpointRoute(app, 'sales.download', async (request, reply) =>
    sendPdf(reply, await service.downloadSale(app.ctx, await requireCustomer(request), request.params.id)),
  );

  endpointRoute(
    app,
    'invoice.download',
    async (request, reply) =>
      sendPdf(
        reply,
        await service.downloadInvoice(app.ctx, await requireCustomer(request), request.params.id),
      ),
    { tags: ['documents'] },
  );
};
