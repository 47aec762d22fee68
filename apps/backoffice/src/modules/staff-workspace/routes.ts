import { api, errorBodySchema, staffSummarySchema } from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/request-context';
import * as service from './service';

/** The staff workspace's own calls (issue 10 §5): what waits in each queue. Staff accounts only. */
export const staffWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['staff.summary'].path,
    {
      schema: {
        tags: ['staff'],
        summary:
          "How many items wait in each of the staff's queues (quotations to complete, address requests, mails)",
        response: { 200: staffSummarySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await requireStaff(request);
      return service.summary(app.ctx);
    },
  );
};
