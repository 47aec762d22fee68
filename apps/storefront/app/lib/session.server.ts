import { randomBytes } from 'node:crypto';
import type { Profile } from '@vetshop/contract';
import { STORED_USER_DAYS } from '@vetshop/domain';
import { createCookieSessionStorage, type Session } from 'react-router';

/**
 * The storefront's own session cookie: it carries only what the storefront needs to call the back office
 * for the buyer (the back-office session token) and to render the header (a small profile snapshot).
 * HttpOnly, SameSite=Lax, Secure when COOKIE_SECURE=true (behind HTTPS), signed.
 */
export interface SessionUser {
  name: string;
  login: string;
  role: Profile['role'];
  customerName: string | null;
  canOrder: boolean;
  isStaff: boolean;
}

interface SessionData {
  /** The back office's bearer: its session token, or in oidc-token mode the provider's access token. */
  token: string;
  user: SessionUser;
  /**
   * Identity-provider modes (decision 036): the access token's issue and expiry times (epoch ms) that say when to
   * renew. The provider's refresh and ID tokens are sealed in cookies of their own (oidc-cookie.server.ts).
   */
  oidcIssuedAt: number;
  oidcExpiresAt: number;
}

interface FlashData {
  notice: string;
}

// server.js checks SESSION_SECRET before loading the app (session-secret.js: production refuses to start
// without one); elsewhere (tests, a dev tool) a random secret, never a known one that would let anyone forge
// a session.
const secret = process.env.SESSION_SECRET || randomBytes(32).toString('base64url');

export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: 'vetshop_sf',
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: process.env.COOKIE_SECURE === 'true',
    secrets: [secret],
    maxAge: STORED_USER_DAYS * 24 * 3600, // the stored user's lifetime (spec doc 2 §9, decision 005)
  },
});

export type StorefrontSession = Session<SessionData, FlashData>;

/**
 * A renewal of the request's identity-provider session under way (oidc-session.server.ts renewSessionIfDue, started
 * by the locale layout's loader): the page's other loaders wait for it and use the session it leaves.
 */
export const sessionRenewals = new WeakMap<Request, Promise<StorefrontSession | null>>();

export function getSession(request: Request): Promise<StorefrontSession> {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}

export function toSessionUser(p: Profile): SessionUser {
  return {
    name: p.name,
    login: p.login,
    role: p.role,
    customerName: p.customer_name,
    canOrder: p.can_order,
    isStaff: p.is_staff,
  };
}

/** True when the request carries a storefront session cookie at all (cheap: no signature check). */
export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)vetshop_sf=/.test(request.headers.get('Cookie') ?? '');
}
