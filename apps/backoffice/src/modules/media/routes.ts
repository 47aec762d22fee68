import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { withDeadline } from './deadline';
import type { ImageSize } from './product-image';
import * as service from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', IMMUTABLE).send(svg);

/** Pictures and documents of the demo catalogue (media-api.ts): generated on request, immutable, cached for a year. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const deadline = app.ctx.config.mediaTimeoutMs;

  endpointRoute(app, 'media.productPicture', async (request, reply) => {
    const { code, n, file } = request.params;
    const size = file.replace('.svg', '') as ImageSize;
    return sendSvg(reply, await withDeadline(service.productPicture(app.ctx, code, n, size), deadline));
  });

  endpointRoute(app, 'media.file', async (request, reply) => {
    const { kind, file } = request.params;
    if (kind === 'categories' || kind === 'brands')
      return sendSvg(reply, await withDeadline(service.referencePicture(app.ctx, kind, file), deadline));
    const pdf = await withDeadline(service.productDocument(app.ctx, kind, file), deadline);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${file}"`)
      .header('Cache-Control', IMMUTABLE)
      .send(pdf);
  });
};
