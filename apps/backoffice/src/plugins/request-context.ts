import type { Locale } from '@vetshop/contract';
import type { Role } from '@vetshop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError, unauthorized } from '../errors';
import { negotiateLocale } from '../i18n/locale';
import type { Session, SessionResolver } from '../ports/session-resolver';

export const SESSION_COOKIE = 'vetshop_session';

/** The signed-in buyer, as the use cases see it. */
export interface CustomerContext {
  userId: number;
  customerId: number;
  role: Role;
  pricelistId: number;
  canOrder: boolean;
  locale: Locale;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language (Accept-Language; fr by default). */
    locale: Locale;
    /** Memoised session lookup: undefined = not looked up yet. */
    sessionLookup: Promise<Session | null> | undefined;
  }
  interface FastifyInstance {
    ctx: AppContext;
    /** The session port, injected by buildApp. */
    sessions: SessionResolver;
  }
}

export function sessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] || null;
}

/** The session of the request, if any (looked up once per request, only by routes that need it). */
export function getSession(request: FastifyRequest): Promise<Session | null> {
  if (request.sessionLookup === undefined) {
    const token = sessionToken(request);
    request.sessionLookup = token ? request.server.sessions.resolve(token) : Promise.resolve(null);
  }
  return request.sessionLookup;
}

export async function requireSession(request: FastifyRequest): Promise<Session> {
  const session = await getSession(request);
  if (!session) throw unauthorized();
  return session;
}

export function customerContext(session: Session, locale: Locale): CustomerContext | null {
  const c = session.customer;
  if (!c) return null;
  return {
    userId: session.user.id,
    customerId: c.id,
    role: c.role as Role,
    pricelistId: c.pricelistId,
    canOrder: c.canOrder,
    locale,
  };
}

/** 401 without a session, 403 for an account that is not a customer's (staff). */
export async function requireCustomer(request: FastifyRequest): Promise<CustomerContext> {
  const session = await requireSession(request);
  const ctx = customerContext(session, request.locale);
  if (!ctx) throw new AppError(403, 'not_a_customer');
  return ctx;
}

/** The provider's staff (the staff API, `/staff/*`): 401 without a session, 403 for any other account. */
export async function requireStaff(request: FastifyRequest): Promise<{ userId: number }> {
  const session = await requireSession(request);
  if (!session.user.isStaff) throw new AppError(403, 'forbidden');
  return { userId: session.user.id };
}

export function registerRequestContext(app: FastifyInstance, sessions: SessionResolver): void {
  app.decorate('sessions', sessions);
  app.decorateRequest('locale', 'fr');
  app.decorateRequest('sessionLookup', undefined);
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
  });
}
