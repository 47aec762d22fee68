import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImageSize } from './product-image';
import * as service from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pictures and documents of the demo catalogue: generated on request, immutable, cached for a year. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', IMMUTABLE)
        .send(await service.productPicture(app.ctx, code, n, size));
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
        const svg = await service.referencePicture(app.ctx, kind, file);
        return reply
          .header('Content-Type', 'image/svg+xml; charset=utf-8')
          .header('Cache-Control', IMMUTABLE)
          .send(svg);
      }
      const pdf = await service.productDocument(app.ctx, kind, file);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${file}"`)
        .header('Cache-Control', IMMUTABLE)
        .send(pdf);
    },
  );
};
