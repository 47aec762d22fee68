import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireSession } from '../../plugins/request-context';
import * as service from './service';

/** The reference lists (settings-api.ts): any signed-in session, buyer or staff. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'settings', async (request) => {
    await requireSession(request);
    return service.getSettings(app.ctx, request.locale);
  });
};
