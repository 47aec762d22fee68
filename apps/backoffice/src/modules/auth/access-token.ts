import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWSAlgorithm, type JWTPayload } from 'jose';
import type { OidcConfig } from '../../config';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

/**
 * Verifying the identity provider's access tokens (decision 036), with `jose` rather than code of ours: the
 * signature by one of the provider's published keys, the issuer, the audience, the expiry, and the claims the
 * sign-in needs.
 */

/**
 * Asymmetric algorithms only: the provider signs with its private key and publishes the public one. `none` is
 * never accepted by jose; an HMAC (HS256…) would need a secret shared with the provider, which the back office
 * does not hold — accepting one would let anyone who knows a public key forge a token (the "algorithm confusion").
 */
export const ACCESS_TOKEN_ALGORITHMS: readonly JWSAlgorithm[] = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

/** Clock difference tolerated between the provider and the back office on `exp` and `nbf`, in seconds. */
export const CLOCK_TOLERANCE_S = 5;

/** What the sign-in reads of a verified token. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  /** The token's `exp`, as a date. */
  expiresAt: Date;
}

export interface AccessTokenVerifier {
  /** The token's claims; 401 invalid_token when it is not one of the provider's, valid now, for us. */
  verify(token: string, now: Date): Promise<AccessTokenClaims>;
}

/** The same answer whatever the check that failed: the caller learns nothing about which one (RFC 6750 §3.1). */
export const invalidAccessToken = () => new AppError(401, 'invalid_token', { token: 'access' });

/**
 * jose's refusals of the token itself (401). Anything else — the discovery document or the key set out of reach,
 * not JSON, a fetch timing out — is the provider unavailable (503, the client may try again), never a refused
 * buyer.
 */
const TOKEN_FAULTS = new Set<string>([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

const providerUnavailable = () => new AppError(503, 'service_unavailable');

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The verifier of one provider. Its key set is found through discovery (`jwks_uri` of
 * `${issuer}/.well-known/openid-configuration`), read once and kept; jose keeps the keys (10 minutes) and reads
 * them again when a token names a key it does not have (a rotation), at most every 30 s. A failed discovery is
 * not kept: the next sign-in tries again.
 */
export function createAccessTokenVerifier(
  config: OidcConfig,
  log: { error(obj: object, msg: string): void },
): AccessTokenVerifier {
  let keySet: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;

  async function discover(): Promise<ReturnType<typeof createRemoteJWKSet>> {
    const url = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const res = await fetch(url, {
      signal: AbortSignal.timeout(5000),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
    // OpenID Connect Discovery §4.3: the document must name the issuer it was asked for.
    if (doc.issuer !== config.issuer)
      throw new Error(`${url} names issuer ${String(doc.issuer)}, not OIDC_ISSUER ${config.issuer}`);
    if (!nonEmpty(doc.jwks_uri)) throw new Error(`${url} has no jwks_uri`);
    return createRemoteJWKSet(new URL(doc.jwks_uri));
  }

  function keys(): Promise<ReturnType<typeof createRemoteJWKSet>> {
    if (!keySet) {
      const found = discover();
      keySet = found;
      found.catch(() => {
        if (keySet === found) keySet = null;
      });
    }
    return keySet;
  }

  return {
    async verify(token, now) {
      let jwks: ReturnType<typeof createRemoteJWKSet>;
      try {
        jwks = await keys();
      } catch (err) {
        log.error({ err }, 'identity provider discovery failed');
        throw providerUnavailable();
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer: config.issuer,
          audience: config.audience,
          algorithms: [...ACCESS_TOKEN_ALGORITHMS],
          clockTolerance: CLOCK_TOLERANCE_S,
          requiredClaims: ['exp', 'sub', 'email'],
          currentDate: now,
        }));
      } catch (err) {
        if (err instanceof errors.JOSEError && TOKEN_FAULTS.has(err.code)) throw invalidAccessToken();
        log.error({ err }, 'identity provider keys unavailable');
        throw providerUnavailable();
      }
      const { sub, email, exp } = payload;
      // Present is not enough: an empty subject or e-mail names nobody. An e-mail the provider says it has not
      // verified could be anyone's (a stranger signing up at the provider with a buyer's address).
      if (!nonEmpty(sub) || !nonEmpty(email) || typeof exp !== 'number' || payload.email_verified === false)
        throw invalidAccessToken();
      // Within the clock tolerance jose accepts a token that has just expired; its session would be born dead.
      if (exp * 1000 <= now.getTime()) throw invalidAccessToken();
      return { sub, email: email.trim(), expiresAt: new Date(exp * 1000) };
    },
  };
}

/** How many verified tokens a process keeps (a few hundred bytes each): far more than the buyers signed in at once. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * A verifier that remembers the tokens it has verified until they expire (decision 036, oidc-token): with the
 * provider's token as the bearer of every call, a page's eight calls would otherwise check one signature eight
 * times. Keyed by the token's SHA-256 (the token itself is a credential: it is not kept). A token is only ever
 * refused again — its expiry is checked on every use — and the oldest are forgotten first past the bound.
 */
export function rememberingVerifier(
  verifier: AccessTokenVerifier,
  max = VERIFIED_TOKENS_KEPT,
): AccessTokenVerifier {
  const verified = new Map<string, AccessTokenClaims>();
  return {
    async verify(token, now) {
      const key = createHash('sha256').update(token).digest('base64url');
      const kept = verified.get(key);
      if (kept) {
        if (kept.expiresAt.getTime() > now.getTime()) return kept;
        verified.delete(key);
        throw invalidAccessToken();
      }
      const claims = await verifier.verify(token, now);
      if (verified.size >= max) verified.delete(verified.keys().next().value as string);
      verified.set(key, claims);
      return claims;
    },
  };
}

const verifiers = new WeakMap<AppContext, AccessTokenVerifier | null>();

/**
 * The verifier of the app's provider, one per app context (the sign-in route and the session resolver share its
 * keys and the tokens it has verified); null when OIDC_ISSUER / OIDC_AUDIENCE are not set.
 */
export function accessTokenVerifierOf(
  ctx: AppContext,
  log: { error(obj: object, msg: string): void },
): AccessTokenVerifier | null {
  if (!verifiers.has(ctx)) {
    const oidc = ctx.config.oidc;
    verifiers.set(ctx, oidc ? rememberingVerifier(createAccessTokenVerifier(oidc, log)) : null);
  }
  return verifiers.get(ctx) ?? null;
}
