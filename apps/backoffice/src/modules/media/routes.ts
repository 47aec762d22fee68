import { renderProductImage } from '@vetshop/demo-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Product pictures of the demo catalogue: small generated SVGs, immutable, cached for a year. */
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
      const size = request.params.file.replace('.svg', '') as 'small' | 'medium' | 'large' | 'xlarge';
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(renderProductImage(`${request.params.code}/${request.params.n}`, size));
    },
  );
};
