import type { FastifyPluginAsync } from 'fastify';
import { httpContentChangeNotifier, type ContentChangeNotifier } from './purge';
import { cmsPublicRoutes } from './public-routes';
import { cmsStaffRoutes } from './staff-routes';
import { cmsUploadRoutes } from './upload-routes';

export type { ContentChange, ContentChangeNotifier } from './purge';
export { httpContentChangeNotifier } from './purge';
export { sanitizeCmsHtml } from './sanitize';
export { CMS_FILE_SWEEP_JOB, scheduleCmsFileSweep, sweepCmsFiles, type CmsFileSweep } from './file-sweep';

/**
 * Content (issue 11 §2): the public reads, the staff API and uploads. Changes are announced after their
 * transaction commits to CONTENT_PURGE_URLS (the storefront drops its cached guest pages), or to `notifier`.
 */
export function cmsRoutes(opts: { notifier?: ContentChangeNotifier } = {}): FastifyPluginAsync {
  return async (app) => {
    const notifier =
      opts.notifier ??
      httpContentChangeNotifier({
        urls: app.ctx.config.contentPurgeUrls,
        token: app.ctx.config.contentPurgeToken,
        log: app.log,
      });
    await app.register(cmsPublicRoutes);
    await app.register(cmsStaffRoutes(notifier));
    await app.register(cmsUploadRoutes);
  };
}
