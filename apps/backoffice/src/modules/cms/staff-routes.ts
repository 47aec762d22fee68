import {
  api,
  CMS_KINDS,
  cmsAdvertisementStaffSchema,
  cmsBannerStaffSchema,
  cmsIdParamsSchema,
  cmsNewsSchema,
  cmsPageSchema,
  cmsPreviewBodySchema,
  cmsPreviewSchema,
  cmsSnippetSchema,
  cmsStaffListQuerySchema,
  cmsStaffListSchema,
  errorBodySchema,
  type CmsKind,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../plugins/request-context';
import { KINDS, type CmsInput } from './kinds';
import type { ContentChangeNotifier } from './purge';
import { sanitizeCmsHtml } from './sanitize';
import * as staff from './staff-service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const DETAIL: Record<CmsKind, z.ZodType> = {
  pages: cmsPageSchema,
  news: cmsNewsSchema,
  snippets: cmsSnippetSchema,
  banners: cmsBannerStaffSchema,
  advertisements: cmsAdvertisementStaffSchema,
};

const NAMES: Record<CmsKind, string> = {
  pages: 'pages',
  news: 'news items',
  snippets: 'snippets',
  banners: 'info banners',
  advertisements: 'advertisements',
};

/** The staff API of the content (issue 11 §2, staff accounts only): per kind a list, create, read, replace, delete. */
export function cmsStaffRoutes(notifier: ContentChangeNotifier): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of CMS_KINDS) {
      const def = KINDS[kind];
      const detail = DETAIL[kind];
      const base = api[`staff.cms.${kind}.list`].path;
      const one = api[`staff.cms.${kind}.get`].path;
      const tags = ['staff', 'cms'];

      app.get(
        base,
        {
          schema: {
            tags,
            summary: `Content ${NAMES[kind]}, last changed first, filtered by words and status`,
            querystring: cmsStaffListQuerySchema,
            response: { 200: cmsStaffListSchema, ...errors },
          },
        },
        async (request) => {
          await requireStaff(request);
          return staff.listForStaff(app.ctx, kind, request.query);
        },
      );

      app.post(
        base,
        {
          schema: {
            tags,
            summary: `Create one of the ${NAMES[kind]} with its texts in fr, nl and en (HTML sanitised on save)`,
            body: def.schema,
            response: { 200: detail, ...errors },
          },
        },
        async (request) => {
          const { userId } = await requireStaff(request);
          return staff.save(app.ctx, kind, null, request.body as CmsInput, {
            userId,
            locale: request.locale,
            notifier,
            log: request.log,
          });
        },
      );

      app.get(
        one,
        {
          schema: {
            tags,
            summary: `One of the ${NAMES[kind]}, every language, with the staff actions on it`,
            params: cmsIdParamsSchema,
            response: { 200: detail, ...errors },
          },
        },
        async (request) => {
          await requireStaff(request);
          return staff.getForStaff(app.ctx, kind, request.params.id);
        },
      );

      app.put(
        one,
        {
          schema: {
            tags,
            summary: `Replace one of the ${NAMES[kind]} (every field; slugs unique per language: 409)`,
            params: cmsIdParamsSchema,
            body: def.schema,
            response: { 200: detail, ...errors },
          },
        },
        async (request) => {
          const { userId } = await requireStaff(request);
          return staff.save(app.ctx, kind, request.params.id, request.body as CmsInput, {
            userId,
            locale: request.locale,
            notifier,
            log: request.log,
          });
        },
      );

      app.delete(
        one,
        {
          schema: {
            tags,
            summary: `Delete one of the ${NAMES[kind]}`,
            params: cmsIdParamsSchema,
            response: { 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          const { userId } = await requireStaff(request);
          await staff.remove(app.ctx, kind, request.params.id, {
            userId,
            locale: request.locale,
            notifier,
            log: request.log,
          });
          return reply.status(204).send(null);
        },
      );
    }

    app.post(
      api['staff.cms.preview'].path,
      {
        schema: {
          tags: ['staff', 'cms'],
          summary: 'The HTML as it would be stored and shown (sanitised with the content policy)',
          body: cmsPreviewBodySchema,
          response: { 200: cmsPreviewSchema, ...errors },
        },
      },
      async (request) => {
        await requireStaff(request);
        return { html: sanitizeCmsHtml(request.body.html) };
      },
    );
  };
}
