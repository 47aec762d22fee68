import type { Locale } from '@vetshop/contract';
import { brands, categories, products } from '@vetshop/db';
import { renderProductImage } from '@vetshop/demo-data';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { renderPdf } from './pdf';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOTICE_TEXT: Record<Locale, { notice: string; sheet: string; principle: string; body: string }> = {
  fr: {
    notice: 'Notice',
    sheet: 'Fiche produit',
    principle: 'Principe actif',
    body: 'Document de démonstration. Lisez la notice officielle avant toute utilisation et respectez la posologie prescrite par le vétérinaire.',
  },
  nl: {
    notice: 'Bijsluiter',
    sheet: 'Productfiche',
    principle: 'Werkzame stof',
    body: 'Demonstratiedocument. Lees de officiële bijsluiter vóór gebruik en volg de dosering die de dierenarts voorschrijft.',
  },
  en: {
    notice: 'Package leaflet',
    sheet: 'Product sheet',
    principle: 'Active principle',
    body: 'Demonstration document. Read the official leaflet before use and follow the dosage prescribed by the veterinarian.',
  },
};

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
      const size = request.params.file.replace('.svg', '') as 'small' | 'medium' | 'large' | 'xlarge';
      const [product] = await app.ctx.db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.code, request.params.code))
        .limit(1);
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', IMMUTABLE)
        .send(renderProductImage(`${request.params.code}/${request.params.n}`, size, product?.name.fr));
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
        const code = /^(.+)\.svg$/.exec(file)?.[1];
        const table = kind === 'categories' ? categories : brands;
        const [row] = code
          ? await app.ctx.db.select({ code: table.code }).from(table).where(eq(table.code, code)).limit(1)
          : [];
        if (!row) throw notFound();
        return reply
          .header('Content-Type', 'image/svg+xml; charset=utf-8')
          .header('Cache-Control', IMMUTABLE)
          .send(renderProductImage(`${kind}/${row.code}`, 'medium'));
      }
      const match = /^(.+)-(fr|nl|en)\.pdf$/.exec(file);
      const [product] = match
        ? await app.ctx.db
            .select({ name: products.name, activePrinciple: products.activePrinciple })
            .from(products)
            .where(eq(products.code, match[1]!))
            .limit(1)
        : [];
      if (!match || !product) throw notFound();
      const lang = match[2] as Locale;
      const text = NOTICE_TEXT[lang];
      const principle = product.activePrinciple?.[lang];
      const pdf = renderPdf(`${kind === 'notices' ? text.notice : text.sheet} — ${product.name[lang]}`, [
        ...(principle ? [`${text.principle} : ${principle}`] : []),
        text.body,
      ]);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${file}"`)
        .header('Cache-Control', IMMUTABLE)
        .send(pdf);
    },
  );
};
