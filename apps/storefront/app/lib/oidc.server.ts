import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { createCookie } from 'react-router';
import type { OidcConfig } from '../../config-loader.js';

/**
 * The storefront server as an OpenID Connect client (auth type oidc-cookie, spec doc 2 §4, §5, §7; decision 036): a
 * public client using the authorization-code flow with PKCE (S256) only. Every token stays on the server side of
 * the storefront: the browser holds its HttpOnly session cookie, whose OIDC part is encrypted (sealOidc).
 * This file is the protocol (discovery, authorization URL, code exchange, refresh, ID-token checks, end-session
 * URL); app/lib/oidc-session.server.ts ties it to the storefront session and the back office.
 */

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
}

/** The spec's identity-provider errors (doc 2 §8) and the storefront's own, as one vocabulary for the error page. */
export type OidcFailure =
  | 'provider_error' // the provider answered ?error=… (the buyer cancelled, a refused request)
  | 'state_mismatch' // 'State does not match'
  | 'no_state' // 'No matching state found in storage' (the short-lived cookie expired or was never set)
  | 'exchange_failed' // the token endpoint refused the code (or the refresh token)
  | 'id_token_invalid' // signature, issuer, audience, expiry or nonce
  | 'no_subject' // 'ID Token is missing a subject claim'
  | 'subject_changed' // renewal: another subject than the session's
  | 'provider_unavailable';

export class OidcError extends Error {
  constructor(
    readonly failure: OidcFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OidcError';
  }
}

const DISCOVERY_TIMEOUT_MS = 10_000;
const discoveries = new Map<string, Promise<ProviderMetadata>>();
const keySets = new Map<string, JWTVerifyGetKey>();

/** The provider's endpoints (discovery), read once per issuer and kept; a failed read is asked again next time. */
export function discover(issuer: string): Promise<ProviderMetadata> {
  let kept = discoveries.get(issuer);
  if (!kept) {
    kept = (async () => {
      const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      let res: Response;
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
      } catch (cause) {
        throw new OidcError('provider_unavailable', `OIDC discovery failed (${url}): ${String(cause)}`);
      }
      if (!res.ok)
        throw new OidcError('provider_unavailable', `OIDC discovery answered ${res.status} (${url})`);
      const meta = (await res.json()) as ProviderMetadata;
      // The issuer its tokens carry must be the configured one (OpenID Connect Discovery §4.3).
      if (meta.issuer !== issuer)
        throw new OidcError(
          'provider_unavailable',
          `OIDC discovery names issuer ${meta.issuer}, not ${issuer}`,
        );
      return meta;
    })();
    discoveries.set(issuer, kept);
    kept.catch(() => discoveries.delete(issuer));
  }
  return kept;
}

function keysOf(meta: ProviderMetadata): JWTVerifyGetKey {
  let keys = keySets.get(meta.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(meta.jwks_uri));
    keySets.set(meta.jwks_uri, keys);
  }
  return keys;
}

const random = () => randomBytes(32).toString('base64url');
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** What the sign-in keeps between the trip to the provider and the return (the short-lived cookie). */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  /** Where to go once signed in (a path of this shop, checked again on return). */
  target: string;
}

function secrets(): string[] {
  // session.server.ts falls back to a random secret the same way; server.js always sets one.
  return [process.env.SESSION_SECRET || fallbackSecret];
}
const fallbackSecret = randomBytes(32).toString('base64url');

/** Signed, HttpOnly, SameSite=Lax (it must come back with the provider's top-level redirect), 10 minutes. */
export const pendingSignInCookie = createCookie('vetshop_oidc', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: process.env.COOKIE_SECURE === 'true',
  secrets: secrets(),
  maxAge: 600,
});

/** The provider's authorization URL for a new sign-in, and the pending sign-in to keep in its cookie. */
export async function beginSignIn(opts: {
  oidc: OidcConfig;
  redirectUri: string;
  language: string;
  target: string;
}): Promise<{ location: string; pending: PendingSignIn }> {
  const meta = await discover(opts.oidc.issuer);
  const pending: PendingSignIn = {
    state: random(),
    nonce: random(),
    verifier: random(),
    target: opts.target,
  };
  const url = new URL(meta.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: opts.oidc.clientId,
    redirect_uri: opts.redirectUri,
    scope: opts.oidc.scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: pkceChallenge(pending.verifier),
    code_challenge_method: 'S256',
    ui_locales: opts.language,
  }).toString();
  return { location: url.toString(), pending };
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  idToken: string;
  subject: string;
  /** The access token's expiry and issue time, epoch ms (from expires_in as the token endpoint answered). */
  expiresAt: number;
  issuedAt: number;
  /** The ID token's e-mail claim, when the scope gives it. */
  email: string | null;
}

/**
 * The ID token's checks (spec doc 2 §5): signature by the provider's keys (jose refuses `alg: none`), issuer,
 * audience = this client, expiry, the sign-in's nonce when one was sent, and a subject.
 */
export async function verifyIdToken(
  idToken: string,
  opts: { issuer: string; clientId: string; keys: JWTVerifyGetKey; nonce?: string },
): Promise<JWTPayload & { sub: string }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, opts.keys, {
      issuer: opts.issuer,
      audience: opts.clientId,
      clockTolerance: 5,
    }));
  } catch (cause) {
    throw new OidcError('id_token_invalid', `ID token refused: ${String(cause)}`);
  }
  if (opts.nonce !== undefined && payload.nonce !== opts.nonce)
    throw new OidcError('id_token_invalid', 'ID token refused: nonce does not match');
  if (typeof payload.sub !== 'string' || payload.sub === '')
    throw new OidcError('no_subject', 'ID Token is missing a subject claim');
  return payload as JWTPayload & { sub: string };
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  expires_in?: number;
}

async function tokenRequest(meta: ProviderMetadata, form: Record<string, string>): Promise<TokenAnswer> {
  let res: Response;
  try {
    res = await fetch(meta.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new OidcError('provider_unavailable', `OIDC token endpoint unreachable: ${String(cause)}`);
  }
  const body = (await res.json().catch(() => ({}))) as TokenAnswer & { error?: string };
  if (!res.ok || !body.access_token)
    throw new OidcError('exchange_failed', `OIDC token endpoint refused: ${res.status} ${body.error ?? ''}`);
  return body;
}

async function tokensOf(
  answer: TokenAnswer,
  meta: ProviderMetadata,
  oidc: OidcConfig,
  nonce: string | undefined,
  now: number,
): Promise<ProviderTokens> {
  if (!answer.id_token) throw new OidcError('id_token_invalid', 'The provider answered no ID token');
  const claims = await verifyIdToken(answer.id_token, {
    issuer: meta.issuer,
    clientId: oidc.clientId,
    keys: keysOf(meta),
    ...(nonce !== undefined ? { nonce } : {}),
  });
  const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : 300;
  return {
    accessToken: String(answer.access_token),
    refreshToken: answer.refresh_token ?? null,
    idToken: answer.id_token,
    subject: claims.sub,
    issuedAt: now,
    expiresAt: now + lifetime * 1000,
    email: typeof claims.email === 'string' ? claims.email : null,
  };
}

/**
 * The provider's return to /{locale}/account/oidc-redirect: an error parameter, then the state against the pending
 * sign-in's, then the code exchanged with its verifier and the ID token checked.
 */
export async function completeSignIn(opts: {
  oidc: OidcConfig;
  url: URL;
  pending: PendingSignIn | null;
  redirectUri: string;
  now?: number;
}): Promise<ProviderTokens> {
  const { url, pending } = opts;
  const error = url.searchParams.get('error');
  if (error) throw new OidcError('provider_error', `The provider answered ${error}`);
  if (!pending) throw new OidcError('no_state', 'No matching state found in storage');
  if (url.searchParams.get('state') !== pending.state)
    throw new OidcError('state_mismatch', 'State does not match');
  const code = url.searchParams.get('code');
  if (!code) throw new OidcError('exchange_failed', 'The provider answered no code');
  const meta = await discover(opts.oidc.issuer);
  const answer = await tokenRequest(meta, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: opts.redirectUri,
    client_id: opts.oidc.clientId,
    code_verifier: pending.verifier,
  });
  return tokensOf(answer, meta, opts.oidc, pending.nonce, opts.now ?? Date.now());
}

/** Silent renewal: the refresh token for new tokens, whose subject must be the session's (spec doc 2 §5). */
export async function refreshTokens(opts: {
  oidc: OidcConfig;
  refreshToken: string;
  subject: string;
  now?: number;
}): Promise<ProviderTokens> {
  const meta = await discover(opts.oidc.issuer);
  const answer = await tokenRequest(meta, {
    grant_type: 'refresh_token',
    refresh_token: opts.refreshToken,
    client_id: opts.oidc.clientId,
  });
  const tokens = await tokensOf(answer, meta, opts.oidc, undefined, opts.now ?? Date.now());
  if (tokens.subject !== opts.subject)
    throw new OidcError('subject_changed', 'The renewed ID token names another subject');
  // A provider that does not rotate refresh tokens answers none: the one held stays valid.
  return { ...tokens, refreshToken: tokens.refreshToken ?? opts.refreshToken };
}

/** The provider's end-session URL (RP-initiated logout), or null when it has none. */
export async function endSessionUrl(opts: {
  oidc: OidcConfig;
  idToken: string | null;
  postLogoutRedirectUri: string;
}): Promise<string | null> {
  const meta = await discover(opts.oidc.issuer).catch(() => null);
  if (!meta?.end_session_endpoint) return null;
  const url = new URL(meta.end_session_endpoint);
  url.searchParams.set('client_id', opts.oidc.clientId);
  url.searchParams.set('post_logout_redirect_uri', opts.postLogoutRedirectUri);
  if (opts.idToken) url.searchParams.set('id_token_hint', opts.idToken);
  return url.toString();
}

/**
 * The tokens the session keeps, sealed (AES-256-GCM, key derived from SESSION_SECRET): the session cookie is
 * signed, not encrypted, and a refresh token read from it would outlive the session.
 */
export interface SealedTokens {
  refreshToken: string | null;
  idToken: string;
  subject: string;
}

function sealKey(): Buffer {
  return Buffer.from(hkdfSync('sha256', secrets()[0] ?? '', 'vetshop-oidc', 'session tokens', 32));
}

export function sealOidc(tokens: SealedTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed tokens, or null for anything not sealed by this secret. */
export function unsealOidc(sealed: string | undefined): SealedTokens | null {
  if (!sealed) return null;
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    return JSON.parse(text) as SealedTokens;
  } catch {
    return null;
  }
}

/** Forget kept discoveries and key sets (tests that start a provider on a new port). */
export function forgetProviders(): void {
  discoveries.clear();
  keySets.clear();
}
