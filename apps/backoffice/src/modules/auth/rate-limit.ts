import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { clientAddress } from './client-address';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * The per-address limit of the public calls that send mail or create records (registration, sign-up, password
 * reset): registered in the calling plugin's scope only (`global: false`, each route's `config.rateLimit`), keyed
 * on the address sign-in throttling trusts, answered as our 429 body with Retry-After. Counted in the database
 * (rate-limit-store.ts), so that several back-office processes share one count.
 */
export async function registerAddressRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.ctx.db),
    keyGenerator: (request) => clientAddress(request, app.ctx.config.trustedProxySecret),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, 'too_many_requests', {
        minutes: Math.ceil(seconds / 60),
        retryAfter: seconds,
      });
    },
  });
}

const MINUTE = 60_000;
/** A person signs up or asks for a link a few times; a script trying logins or filling mailboxes waits. */
export const REGISTER_RATE_LIMIT = { max: 5, timeWindow: 10 * MINUTE };
export const RESET_REQUEST_RATE_LIMIT = { max: 5, timeWindow: 15 * MINUTE };
/** Token guessing is hopeless (256 bits), but a flood of them still costs hashing: bounded too. */
export const TOKEN_USE_RATE_LIMIT = { max: 20, timeWindow: 15 * MINUTE };
/** Per account, not per address: a lost validation mail is asked for again once or twice, not in a loop. */
export const RESEND_VALIDATION_RATE_LIMIT = { max: 3, timeWindow: 10 * MINUTE };
