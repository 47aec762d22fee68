import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// The library @fastify/helmet wraps (its dependency): used directly only for framework errors, see below.
import helmet from 'helmet';

/** Swagger UI's own pages (/docs) set their CSP; framing stays refused there too. */
export function docsCsp(header: string): string {
  return header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'");
}

/**
 * The back office answers JSON, pictures and PDFs, never a page of its own (Swagger UI at /docs brings its
 * own CSP, see app.ts): the CSP lets nothing load or run, nothing may frame it, no referrer leaves it. HSTS
 * only when cookies are marked Secure (COOKIE_SECURE=true), i.e. when it is served over HTTPS.
 */
export function securityHeaderOptions(opts: { hsts: boolean }) {
  // Not annotated: the same literal must satisfy the option types of helmet and of @fastify/helmet.
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'no-referrer' as const },
    // Pictures and documents are shown in the storefront's pages (through its proxy or directly).
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    crossOriginEmbedderPolicy: false as const,
    hsts: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
  };
}

/**
 * Security headers on every answer (issue 8 §5) with @fastify/helmet. Its hooks do not run for the errors
 * Fastify answers before routing (bad URL encoding, a parameter too long): `applyToFrameworkError` sets
 * the same headers there (the error handler calls it).
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): Promise<void> {
  const options = securityHeaderOptions(opts);
  await app.register(fastifyHelmet, options);
  const middleware = helmet(options);
  app.decorate('applySecurityHeaders', (request: FastifyRequest, reply: FastifyReply) =>
    middleware(request.raw, reply.raw, () => undefined),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the security headers on an answer that bypassed the hooks (framework errors). */
    applySecurityHeaders?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}
