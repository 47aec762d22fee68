import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import type { SessionResolver } from './ports/session-resolver';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerPrivateAnswers } from './plugins/private-answers';
import { docsCsp, registerSecurityHeaders } from './plugins/security-headers';
import { boundedRequest, serializeLoggedError } from './plugins/log-excerpt';
import { registerCors } from './plugins/cors';
import { registerRequestContext } from './plugins/request-context';
import { addressRoutes, countPendingAddressRequests, staffAddressRoutes } from './modules/addresses';
import { authRoutes, createSessionResolver, credentialsRoutes } from './modules/auth';
import {
  countPendingRegistrations,
  registrationRoutes,
  staffRegistrationRoutes,
} from './modules/registrations';
import { backorderRoutes } from './modules/backorders';
import { cartCouponRoutes, cartRoutes } from './modules/carts';
import { staffCouponRoutes } from './modules/coupons';
import { customerRoutes } from './modules/customer';
import { paymentRoutes } from './modules/payment-flow';
import { settingsRoutes } from './modules/settings';
import { documentsRoutes } from './modules/documents';
import { mediaRoutes } from './modules/media';
import { salesRoutes } from './modules/sales';
import { searchRoutes, staffSelectionRoutes } from './modules/search';
import { statisticsRoutes } from './modules/statistics';
import { reorderRoutes } from './modules/reorder';
import { loyaltyRoutes } from './modules/loyalty';
import { countQuotationsToComplete, quotationRoutes, staffQuotationRoutes } from './modules/quotations';
import { wishlistRoutes } from './modules/wishlists';
import { promoSubscriptionRoutes } from './modules/promo-alerts';
import { staffWorkspaceRoutes, type StaffQueueCounters } from './modules/staff';
import { countMailsWaitingAndFailed, staffMailRoutes } from './modules/mail';
import { countPendingSmallAds, smallAdRoutes, staffSmallAdRoutes } from './modules/small-ads';
import { cmsRoutes } from './modules/cms';
import { countOpenLeads, leadRoutes, staffLeadRoutes } from './modules/leads';

/** The staff workspace's count of each queue, by the module that owns the queue's records (modules/staff). */
const STAFF_QUEUES: StaffQueueCounters = {
  quotations: (ctx) => countQuotationsToComplete(ctx.db),
  addressRequests: (ctx) => countPendingAddressRequests(ctx.db),
  mails: (ctx) => countMailsWaitingAndFailed(ctx.db),
  leads: (ctx) => countOpenLeads(ctx.db),
  smallAds: countPendingSmallAds,
  registrations: (ctx) => countPendingRegistrations(ctx.db),
};

export interface BuildOptions {
  ctx: AppContext;
  /** `stream`: where log lines go (tests read them); standard output by default. */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /**
   * Check every response against its schema (tests and development). In production the types already
   * guarantee the shapes and plain JSON.stringify is several times cheaper on a 1,000-line cart.
   */
  validateResponses?: boolean;
  /** Where sessions are looked up; the auth module's resolver when absent. */
  sessions?: SessionResolver;
}

/**
 * Builds the back office without listening (fastify/demo style): server.ts listens, tests use inject().
 * Order: framework plugins, then the app's own (context, errors), then the routes of each area.
 */
export async function buildApp({
  ctx,
  logger = false,
  validateResponses = true,
  sessions,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logger),
    bodyLimit: 5 * 1024 * 1024,
    // X-Forwarded-For only from the proxies the operator lists (TRUST_PROXY): anyone can write it otherwise.
    trustProxy: ctx.config.trustProxy.length > 0 ? ctx.config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // A JSON API: a text/plain body (what an HTML form or sendBeacon can post cross-site) is a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));

  await registerSecurityHeaders(app, { hsts: ctx.config.cookieSecure });
  // Before the routes and the error handler: every answer, errors included, carries the CORS headers.
  await registerCors(app, ctx.config.corsOrigins);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vetshop back office',
        description:
          'The ERP contract of spec document 2 (carts, sales, customer, addresses, settings, auth) and the search API. ' +
          'Money is in EUR as JSON numbers with 2 decimals. Every response honours Accept-Language (fr, nl, en). ' +
          'Errors: { statusCode, code, message, fields? }; 401 = no session, 503 = database unavailable.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'vetshop_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: docsCsp });

  app.decorate('ctx', ctx);
  registerRequestContext(app, sessions ?? createSessionResolver(ctx, app.log));
  registerPrivateAnswers(app);
  registerErrorHandler(app);
  registerInputGuard(app);

  app.get('/health', { schema: { hide: true } }, async () => {
    await ctx.dbHandle.db.execute('select 1');
    return { status: 'ok' };
  });

  await app.register(authRoutes);
  await app.register(credentialsRoutes);
  await app.register(registrationRoutes);
  await app.register(staffRegistrationRoutes);
  await app.register(customerRoutes);
  await app.register(settingsRoutes);
  await app.register(addressRoutes);
  await app.register(staffAddressRoutes);
  await app.register(staffWorkspaceRoutes(STAFF_QUEUES));
  await app.register(staffSelectionRoutes);
  await app.register(staffMailRoutes);
  await app.register(smallAdRoutes);
  await app.register(staffSmallAdRoutes);
  await app.register(cartRoutes);
  await app.register(cartCouponRoutes);
  await app.register(staffCouponRoutes);
  await app.register(paymentRoutes);
  await app.register(salesRoutes);
  await app.register(backorderRoutes);
  await app.register(documentsRoutes);
  await app.register(searchRoutes);
  await app.register(statisticsRoutes);
  await app.register(loyaltyRoutes);
  await app.register(wishlistRoutes);
  await app.register(promoSubscriptionRoutes);
  await app.register(reorderRoutes);
  await app.register(quotationRoutes);
  await app.register(staffQuotationRoutes);
  await app.register(mediaRoutes);
  await app.register(cmsRoutes());
  await app.register(leadRoutes);
  await app.register(staffLeadRoutes);
  return app;
}

/** Log lines with bounded errors and URLs: one line never holds a whole refused body. */
function loggerOptions(logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: { err: serializeLoggedError, req: boundedRequest },
  };
}
