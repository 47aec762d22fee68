import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import * as service from './service';

/** The staff workspace's own calls (issue 10 §5; staff-api.ts): what waits in each queue. Staff accounts only. */
export function staffWorkspaceRoutes(counters: service.StaffQueueCounters): FastifyPluginAsync {
  return async (app) => {
    endpointRoute(app, 'staff.summary', async (request) => {
      await requireStaff(request);
      return service.summary(app.ctx, counters);
    });
  };
}
