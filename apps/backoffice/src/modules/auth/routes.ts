import { api, signinHeadersSchema } from '@vetshop/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireSession, SESSION_COOKIE, sessionToken } from '../../plugins/request-context';
import { accessTokenVerifierOf } from './access-token';
import { clientAddress } from './client-address';
import * as service from './service';

/** Sign-in and the session (auth-api.ts), each route registered from its contract entry. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  /** The back-office session cookie, whether a password or the provider's token opened the session. */
  const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    void reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.ctx.config.cookieSecure,
      expires: expiresAt,
    });

  endpointRoute(
    app,
    'auth.login',
    async (request, reply) => {
      const { token, expiresAt, session, device } = await service.login(
        app.ctx,
        request.body.login,
        request.body.password,
        clientAddress(request, app.ctx.config.trustedProxySecret),
        request.cookies[service.DEVICE_COOKIE] || null,
      );
      // Only the sign-in reads it: nothing else needs to know which browser this is.
      void reply.setCookie(service.DEVICE_COOKIE, device.token, {
        path: api['auth.login'].path,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.ctx.config.cookieSecure,
        expires: device.expiresAt,
      });
      setSessionCookie(reply, token, expiresAt);
      return service.profileOf(app.ctx, session);
    },
    {
      description:
        `Every success also sets \`${service.DEVICE_COOKIE}\` (HttpOnly, path /auth/login, ${service.DEVICE_DAYS} days): ` +
        'sent back with later sign-ins of the same login, it proves this browser signed in before, and its attempts are then ' +
        "judged by their own failures only, never delayed or refused because of other clients' (decision 020). " +
        '429 too_many_attempts with Retry-After: too many failures of this login from this address ' +
        `(${service.MAX_FAILURES_PER_LOGIN}) or from this address (${service.MAX_FAILURES_PER_IP}) within ` +
        `${service.FAILURE_WINDOW_MS / 60_000} minutes, or the per-login delay (at most ` +
        `${service.LOGIN_DELAY_MAX_MS / 1000} s after the latest failure) from an address and browser the login never signed in from.`,
    },
  );

  endpointRoute(app, 'auth.profile', async (request) =>
    service.profileOf(app.ctx, await requireSession(request)),
  );

  endpointRoute(app, 'auth.changePassword', async (request) =>
    service.changePassword(
      app.ctx,
      await requireSession(request),
      request.body.current_password,
      request.body.new_password,
      clientAddress(request, app.ctx.config.trustedProxySecret),
    ),
  );

  // One verifier per app, shared with the session resolver: it keeps the provider's keys (decision 036).
  const verifier = accessTokenVerifierOf(app.ctx, app.log);

  endpointRoute(
    app,
    'auth.signin',
    async (request, reply) => {
      const header = request.headers.authorization;
      const accessToken = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
      // The Authorization header carries the access token: the session being renewed comes in its cookie.
      const { token, expiresAt, session } = await service.signin(
        app.ctx,
        verifier,
        accessToken,
        request.cookies[SESSION_COOKIE] || null,
      );
      setSessionCookie(reply, token, expiresAt);
      return service.profileOf(app.ctx, session);
    },
    {
      headers: signinHeadersSchema,
      description:
        `The session cookie (\`${SESSION_COOKIE}\`, as auth.login's) expires at the token's \`exp\` (at most ` +
        `${app.ctx.config.sessionDays} days). Renewal: the same call with a new token and the current session's ` +
        'cookie; same subject → the same session, extended, and the same session token; another subject → 401 ' +
        '`subject_changed` and that session is closed. A session opened with a password is never extended. ' +
        '401 `invalid_token` with `WWW-Authenticate: Bearer error="invalid_token"`: no token, or not signed by the ' +
        "provider's keys (asymmetric algorithms only), another issuer or audience, expired, without `sub` or `email`, " +
        'or `email_verified: false`. 403 `forbidden`: the login is deactivated. 404 `oidc_not_configured`: ' +
        'OIDC_ISSUER / OIDC_AUDIENCE not set. 409 `registration_required`: no login has that e-mail ' +
        '(`details.email`, for the registration form). 503: the provider cannot be reached.',
    },
  );

  endpointRoute(app, 'auth.signout', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await service.logout(app.ctx, token);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.send(null);
  });

  endpointRoute(app, 'auth.logout', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await service.logout(app.ctx, token);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.send(null);
  });
};
