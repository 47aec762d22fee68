import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import { sendStoredFile } from '../storage';
import * as staff from './staff-service';

/**
 * The small ads' moderation queue (issue 11 §1, staff accounts only): the queue, one ad with its PDF and history,
 * publish and refuse (each recorded in the staff actions' log, the author told by mail in the same transaction).
 */
export const staffSmallAdRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'staff.smallAds.list', async (request) => {
    await requireStaff(request);
    return staff.list(app.ctx, request.query, request.locale);
  });

  endpointRoute(app, 'staff.smallAds.get', async (request) => {
    await requireStaff(request);
    return staff.get(app.ctx, request.params.id, request.locale);
  });

  endpointRoute(app, 'staff.smallAds.file', async (request, reply) => {
    await requireStaff(request);
    const { file, name } = await staff.file(app.ctx, request.params.id);
    return sendStoredFile(reply, file, { filename: name, disposition: 'inline' });
  });

  endpointRoute(app, 'staff.smallAds.publish', async (request) => {
    const { userId } = await requireStaff(request);
    return staff.decide(app.ctx, userId, request.params.id, 'publish', null, request.locale);
  });

  endpointRoute(app, 'staff.smallAds.refuse', async (request) => {
    const { userId } = await requireStaff(request);
    return staff.decide(app.ctx, userId, request.params.id, 'refuse', request.body.reason, request.locale);
  });
};
