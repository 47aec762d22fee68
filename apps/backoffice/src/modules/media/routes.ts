import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withDeadline } from './deadline';
import type { ImageSize } from './product-image';
import * as service from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pictures and documents of the demo catalogue: generated on request, immutable, cached for a year. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deadline = app.ctx.config.mediaTimeoutMs;
  app.get(
    '/media/products/:code/:n/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          code: z.string().regex(/^[\w-]{1,64}$/),
          n: z.coerce.number().int().min(0).max(50),
          file: z.enum(['small.svg', 'medium.svg', 'large.svg', 'xlarge.svg']),
        }),
      },
    },
    async (request, reply) => {
      const { code, n, file } = request.params;
      const size = file.replace('.svg', '') as ImageSize;
      const svg = await withDeadline(service.productPicture(app.ctx, code, n, size), deadline);
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', IMMUTABLE)
        .send(svg);
    },
  );

  app.get(
    '/media/:kind/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          kind: z.enum(['categories', 'brands', 'notices', 'sheets']),
          file: z.string().regex(/^[\w-]{1,80}\.(svg|pdf)$/),
        }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      if (kind === 'categories' || kind === 'brands') {
        const svg = await withDeadline(service.referencePicture(app.ctx, kind, file), deadline);
        return reply
          .header('Content-Type', 'image/svg+xml; charset=utf-8')
          .header('Cache-Control', IMMUTABLE)
          .send(svg);
      }
      const pdf = await withDeadline(service.productDocument(app.ctx, kind, file), deadline);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${file}"`)
        .header('Cache-Control', IMMUTABLE)
        .send(pdf);
    },
  );
};
