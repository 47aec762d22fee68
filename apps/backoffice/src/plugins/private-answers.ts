import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionToken } from './request-context';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Whether the answer was made for the caller's session: the route looked the session up (getSession, which
 * requireSession / requireCustomer / requireStaff go through) and the request carried a session token. A
 * route that never looks at the session answers the same to everyone, and a guest (no token) too.
 */
const answersForSession = (request: FastifyRequest): boolean =>
  request.sessionLookup !== undefined && sessionToken(request) !== null;

/**
 * Answers that depend on the session (a profile, an order, a cart, a signed-in buyer's prices) or that set a
 * cookie are `Cache-Control: private, no-store` (issue 17 §5): no shared cache (a CDN, a company proxy) may
 * keep them and hand them to someone else, and no browser cache keeps them after sign-out. Decided here for
 * every route at once, so a new private route cannot forget it; a route that chose its own Cache-Control
 * keeps it (the search and the content pages make a guest's answer public and a buyer's private themselves).
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control') && (reply.hasHeader('Set-Cookie') || answersForSession(request)))
      void reply.header('Cache-Control', PRIVATE_NO_STORE);
    return payload;
  });
}
