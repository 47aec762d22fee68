import {
  CMS_KINDS,
  type CmsAdvertisementStaff,
  type CmsBannerStaff,
  type CmsNews,
  type CmsPage,
  type CmsSnippet,
} from '@vetshop/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import type { ContentChangeNotifier } from './purge';
import { sanitizeCmsHtml } from './sanitize';
import * as staff from './staff-service';

const tags = ['staff', 'cms'];

/**
 * The staff service builds a record's detail from its kind's definition (kinds.ts), as a plain record: it has the
 * shape of the kind's answer in cms-api.ts, which Fastify checks it against before it leaves.
 */
const asDetail = (detail: Record<string, unknown>) =>
  detail as CmsPage | CmsNews | CmsSnippet | CmsBannerStaff | CmsAdvertisementStaff;

/**
 * The staff API of the content (issue 11 §2, staff accounts only): per kind a list, create, read, replace, delete,
 * each registered from its kind's entries in cms-api.ts.
 */
export function cmsStaffRoutes(notifier: ContentChangeNotifier): FastifyPluginAsync {
  /** The staff member writing (401/403 for anyone else), and where the change is announced and logged. */
  const writer = async (request: FastifyRequest) => {
    const { userId } = await requireStaff(request);
    return { userId, locale: request.locale, notifier, log: request.log };
  };

  return async (app) => {
    for (const kind of CMS_KINDS) {
      endpointRoute(
        app,
        `staff.cms.${kind}.list`,
        async (request) => {
          await requireStaff(request);
          return staff.listForStaff(app.ctx, kind, request.query);
        },
        { tags },
      );

      endpointRoute(
        app,
        `staff.cms.${kind}.create`,
        async (request) => {
          return asDetail(await staff.save(app.ctx, kind, null, request.body, await writer(request)));
        },
        { tags },
      );

      endpointRoute(
        app,
        `staff.cms.${kind}.get`,
        async (request) => {
          await requireStaff(request);
          return asDetail(await staff.getForStaff(app.ctx, kind, request.params.id));
        },
        { tags },
      );

      endpointRoute(
        app,
        `staff.cms.${kind}.update`,
        async (request) => {
          return asDetail(
            await staff.save(app.ctx, kind, request.params.id, request.body, await writer(request)),
          );
        },
        { tags },
      );

      endpointRoute(
        app,
        `staff.cms.${kind}.delete`,
        async (request, reply) => {
          await staff.remove(app.ctx, kind, request.params.id, await writer(request));
          return reply.send(null);
        },
        { tags },
      );
    }

    endpointRoute(
      app,
      'staff.cms.preview',
      async (request) => {
        await requireStaff(request);
        return { html: sanitizeCmsHtml(request.body.html) };
      },
      { tags },
    );
  };
}
