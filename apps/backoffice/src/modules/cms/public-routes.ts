import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { endpointRoute } from '../../plugins/endpoint-route';
import { getSession, sessionToken } from '../../plugins/request-context';
import { sendStoredFile } from '../storage';
import * as service from './service';

const PUBLIC = 'public, max-age=60';
/** A file's key is new for every upload: its bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The caller's account when the request carries a session — a guest's request is answered without looking at
 * cookies at all, so that its answer is the same for every guest and may be cached.
 */
async function callerOf(request: FastifyRequest): Promise<'guest' | 'buyer' | 'staff'> {
  if (!sessionToken(request)) return 'guest';
  const session = await getSession(request);
  if (!session) return 'guest';
  return session.user.isStaff ? 'staff' : 'buyer';
}

function cacheFor(reply: FastifyReply, shared: boolean): void {
  void reply.header('Cache-Control', shared ? PUBLIC : 'private, no-store').header('Vary', 'Accept-Language');
}

/** The public content reads (issue 11 §2; spec doc 2 §7 `GET cms/content`), in the Accept-Language language. */
export const cmsPublicRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(
    app,
    'cms.content',
    async (request, reply) => {
      const staff = (await callerOf(request)) === 'staff';
      cacheFor(reply, !staff);
      return service.content(app.ctx, request.query, request.locale, staff);
    },
    {
      description:
        'Language from Accept-Language. A guest’s answer is public for 60 s. With a slug or a code, nothing ' +
        'public is a 404; a staff session also sees unpublished and out-of-window content (not cached).',
    },
  );

  endpointRoute(app, 'cms.banners', async (request, reply) => {
    const caller = await callerOf(request);
    cacheFor(reply, caller === 'guest');
    void reply.header('Vary', 'Accept-Language, Cookie, Authorization');
    return service.banners(app.ctx, request.locale, caller !== 'guest');
  });

  endpointRoute(app, 'cms.advertisements', async (request, reply) => {
    cacheFor(reply, true);
    return service.advertisements(app.ctx, request.locale, request.query.slot);
  });

  endpointRoute(
    app,
    'cms.file',
    async (request, reply) => {
      const found = await service.contentFile(
        app.ctx,
        request.params.key,
        async () => (await callerOf(request)) === 'staff',
      );
      if (!found) {
        // A file of unpublished content may be public tomorrow: its 404 is not kept anywhere.
        void reply.header('Cache-Control', 'private, no-store');
        throw notFound();
      }
      return sendStoredFile(reply, found.file, {
        filename: found.name,
        disposition: 'inline',
        cacheControl: found.public ? IMMUTABLE : 'private, no-store',
      });
    },
    {
      description:
        'Anyone may read a file that a published record valid today references (a news item’s or an ' +
        'advertisement’s image, thumbnail or PDF, or an image or link inside a record’s HTML in any language): ' +
        'public, immutable. Any other file is read by a staff session only (the editor’s preview), private ' +
        'no-store; for everyone else it is a 404 (private no-store).',
    },
  );
};
