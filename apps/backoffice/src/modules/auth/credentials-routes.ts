import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { getSession, requireSession } from '../../plugins/request-context';
import { clientAddress } from './client-address';
import * as credentials from './credentials';
import {
  REGISTER_RATE_LIMIT,
  registerAddressRateLimit,
  RESEND_VALIDATION_RATE_LIMIT,
  RESET_REQUEST_RATE_LIMIT,
  TOKEN_USE_RATE_LIMIT,
} from './rate-limit';

/**
 * Credentials mode's public calls (issue 11 §4): sign-up, e-mail validation, password reset, each route registered
 * from its contract entry (auth-api.ts); the rate limits and the OpenAPI text naming them are the back office's.
 */
export const credentialsRoutes: FastifyPluginAsync = async (app) => {
  await registerAddressRateLimit(app);
  // A reset mail still being written when the app closes is finished before the database goes.
  app.addHook('onClose', () => app.ctx.afterAnswer.settled());

  endpointRoute(
    app,
    'auth.register',
    async (request) => {
      await credentials.register(app.ctx, request.body, request.locale);
      return { accepted: true as const };
    },
    {
      config: { rateLimit: REGISTER_RATE_LIMIT },
      description:
        'Always 202 once the three are present and the password strong enough, also when the login exists (no second account, nothing said). ' +
        'The new login cannot order or see prices until a registration (POST registrations) is approved. ' +
        `Limited per client address: ${REGISTER_RATE_LIMIT.max} per ${REGISTER_RATE_LIMIT.timeWindow / 60_000} minutes (429).`,
    },
  );

  endpointRoute(
    app,
    'auth.validateEmail',
    async (request) => credentials.validateEmail(app.ctx, request.body.token),
    {
      config: { rateLimit: TOKEN_USE_RATE_LIMIT },
    },
  );

  endpointRoute(
    app,
    'auth.resendValidation',
    async (request) => {
      const session = await requireSession(request);
      await credentials.resendValidation(app.ctx, session.user.id);
      return { accepted: true as const };
    },
    {
      config: {
        rateLimit: {
          ...RESEND_VALIDATION_RATE_LIMIT,
          // Counted per account (a session is required); a call without one by its address, and then refused.
          keyGenerator: async (request) => {
            const session = await getSession(request);
            return session
              ? `resend-validation:user:${session.user.id}`
              : `resend-validation:address:${clientAddress(request, app.ctx.config.trustedProxySecret)}`;
          },
        },
      },
      description:
        'For the session only (401 without one; a login without a customer is allowed). The same 202 when the e-mail is verified already, and then nothing is sent. ' +
        `Limited per account: ${RESEND_VALIDATION_RATE_LIMIT.max} per ${RESEND_VALIDATION_RATE_LIMIT.timeWindow / 60_000} minutes (429).`,
    },
  );

  endpointRoute(
    app,
    'auth.requestResetPassword',
    async (request) => {
      const { login } = request.body;
      // Answered first, the same for every login; the lookup, the token and the mail come after: an answer that
      // waited for them would take longer for a known login, and tell that it exists (issue 17 §3).
      app.ctx.afterAnswer.run(
        () => credentials.requestResetPassword(app.ctx, login),
        (err) => request.log.error({ err }, 'password reset request failed'),
      );
      return { accepted: true as const };
    },
    {
      config: { rateLimit: RESET_REQUEST_RATE_LIMIT },
      description:
        'Answered at once, before the login is even looked up (the answer takes the same time whatever the login); ' +
        'a known active login then gets a link valid 1 hour (older unused ones stop working), ' +
        `at most ${credentials.RESET_MAILS_PER_LOGIN_PER_HOUR} per login per hour. ` +
        `Limited per client address: ${RESET_REQUEST_RATE_LIMIT.max} per ${RESET_REQUEST_RATE_LIMIT.timeWindow / 60_000} minutes (429).`,
    },
  );

  endpointRoute(
    app,
    'auth.setPassword',
    async (request) => credentials.setPassword(app.ctx, request.body.token, request.body.password),
    {
      config: { rateLimit: TOKEN_USE_RATE_LIMIT },
      description:
        '400 invalid_token for an unknown, used or expired token; 400 password_too_weak (the token is then not used).',
    },
  );
};
