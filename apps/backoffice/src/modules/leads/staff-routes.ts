import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import { sendStoredFile } from '../storage';
import { listSubmissions } from './forms-service';
import * as service from './staff-service';

/** The staff API of contact requests and form submissions (issue 11 §3, staff accounts only). */
export const staffLeadRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'staff.leads.list', async (request) => {
    await requireStaff(request);
    return service.listLeads(app.ctx, request.query, request.locale);
  });

  endpointRoute(app, 'staff.leads.get', async (request) => {
    await requireStaff(request);
    return service.getLead(app.ctx, request.params.id, request.locale);
  });

  endpointRoute(app, 'staff.leads.file', async (request, reply) => {
    await requireStaff(request);
    const { file, name } = await service.leadFile(app.ctx, request.params.id, request.params.fileId);
    return sendStoredFile(reply, file, { filename: name, disposition: 'attachment' });
  });

  endpointRoute(app, 'staff.leads.handled', async (request) => {
    const staff = await requireStaff(request);
    return service.markHandled(app.ctx, staff.userId, request.params.id, request.locale);
  });

  endpointRoute(app, 'staff.formSubmissions.list', async (request) => {
    await requireStaff(request);
    return listSubmissions(app.ctx, request.query.page, request.query.page_size, request.locale);
  });
};
