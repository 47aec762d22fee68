import {
  api,
  authAcceptedSchema,
  authTokenUsedSchema,
  errorBodySchema,
  registerBodySchema,
  requestResetPasswordBodySchema,
  setPasswordBodySchema,
  validateEmailBodySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

const errors = { 400: errorBodySchema, 429: errorBodySchema };

/** Credentials mode's public calls (issue 11 §4): sign-up, e-mail validation, password reset. */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAddressRateLimit(app);
  // A reset mail still being written when the app closes is finished before the database goes.
  app.addHook('onClose', () => app.ctx.afterAnswer.settled());

  app.post(
    api['auth.register'].path,
    {
      config: { rateLimit: REGISTER_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Sign up with name, login (e-mail) and password (all three required): a login without a customer, validated by mail',
        description:
          'Always 202 once the three are present and the password strong enough, also when the login exists (no second account, nothing said). ' +
          'The new login cannot order or see prices until a registration (POST registrations) is approved. ' +
          `Limited per client address: ${REGISTER_RATE_LIMIT.max} per ${REGISTER_RATE_LIMIT.timeWindow / 60_000} minutes (429).`,
        body: registerBodySchema,
        response: { 202: authAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await credentials.register(app.ctx, request.body, request.locale);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    api['auth.validateEmail'].path,
    {
      config: { rateLimit: TOKEN_USE_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: "Validate a sign-up's e-mail with the token of its mail (24 hours, single use)",
        body: validateEmailBodySchema,
        response: { 200: authTokenUsedSchema, ...errors },
      },
    },
    async (request) => credentials.validateEmail(app.ctx, request.body.token),
  );

  app.post(
    api['auth.resendValidation'].path,
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
      schema: {
        tags: ['auth'],
        summary:
          "Send the signed-in login's e-mail validation link again (24 hours; its older links stop working)",
        description:
          'For the session only (401 without one; a login without a customer is allowed). The same 202 when the e-mail is verified already, and then nothing is sent. ' +
          `Limited per account: ${RESEND_VALIDATION_RATE_LIMIT.max} per ${RESEND_VALIDATION_RATE_LIMIT.timeWindow / 60_000} minutes (429).`,
        response: { 202: authAcceptedSchema, 401: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      await credentials.resendValidation(app.ctx, session.user.id);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    api['auth.requestResetPassword'].path,
    {
      config: { rateLimit: RESET_REQUEST_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link: the same 202 whether the login exists or not',
        description:
          'Answered at once, before the login is even looked up (the answer takes the same time whatever the login); ' +
          'a known active login then gets a link valid 1 hour (older unused ones stop working), ' +
          `at most ${credentials.RESET_MAILS_PER_LOGIN_PER_HOUR} per login per hour. ` +
          `Limited per client address: ${RESET_REQUEST_RATE_LIMIT.max} per ${RESET_REQUEST_RATE_LIMIT.timeWindow / 60_000} minutes (429).`,
        body: requestResetPasswordBodySchema,
        response: { 202: authAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { login } = request.body;
      // Answered first, the same for every login; the lookup, the token and the mail come after: an answer that
      // waited for them would take longer for a known login, and tell that it exists (issue 17 §3).
      app.ctx.afterAnswer.run(
        () => credentials.requestResetPassword(app.ctx, login),
        (err) => request.log.error({ err }, 'password reset request failed'),
      );
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    api['auth.setPassword'].path,
    {
      config: { rateLimit: TOKEN_USE_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Set the password with the token of a set-password or reset mail (single use); closes every session',
        description:
          '400 invalid_token for an unknown, used or expired token; 400 password_too_weak (the token is then not used).',
        body: setPasswordBodySchema,
        response: { 200: authTokenUsedSchema, ...errors },
      },
    },
    async (request) => credentials.setPassword(app.ctx, request.body.token, request.body.password),
  );
};
