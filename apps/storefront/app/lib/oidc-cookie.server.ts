import { STORED_USER_DAYS } from '@vetshop/domain';
import { sealOidc, unsealOidc, type SealedTokens } from './oidc.server';
import { sessionStorage, type StorefrontSession } from './session.server';

/**
 * The provider's tokens the storefront keeps (decision 036) live in cookies of their own, beside the session
 * cookie, sealed and cut in chunks. A provider's tokens are large: Keycloak's ID and refresh tokens are JWTs of
 * about a kilobyte each; sealed, then base64-encoded a second time inside the session cookie, they pushed it past the
 * 4,096 bytes a browser keeps for one cookie (React Router refuses to write such a cookie: the sign-in failed).
 * Here the sealed value is written once, in chunks `vetshop_sf_oidc.0`, `.1`, … of at most CHUNK characters.
 */
export const OIDC_COOKIE = 'vetshop_sf_oidc';

/** Characters of sealed value per cookie: with its name and attributes, well under a browser's 4,096 bytes. */
export const CHUNK = 3_800;

/** As many chunks as the longest tokens need: past this many the value is not read (a forged flood of cookies). */
const MAX_CHUNKS = 4;

const CHUNK_NAME = new RegExp(`(?:^|;\\s*)${OIDC_COOKIE}\\.(\\d+)=([^;]*)`, 'g');

/** The chunks of the request's cookie header, by index. */
function chunksOf(request: Request): Map<number, string> {
  const chunks = new Map<number, string>();
  for (const match of (request.headers.get('Cookie') ?? '').matchAll(CHUNK_NAME))
    chunks.set(Number(match[1]), match[2] ?? '');
  return chunks;
}

/** The tokens sealed in the request's cookies, or null (none, incomplete, or not sealed by this secret). */
export function oidcTokensOf(request: Request): SealedTokens | null {
  const chunks = chunksOf(request);
  if (chunks.size === 0 || chunks.size > MAX_CHUNKS) return null;
  let sealed = '';
  for (let i = 0; i < chunks.size; i++) {
    const part = chunks.get(i);
    if (part === undefined) return null;
    sealed += part;
  }
  return unsealOidc(sealed);
}

function attributes(maxAge: number): string {
  const secure = process.env.COOKIE_SECURE === 'true' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The Set-Cookie headers that keep `tokens` (null: forget them): the chunks written, and any chunk the request
 * came with beyond them cleared. Nothing at all when there is nothing to forget (credentials mode).
 */
export function oidcTokenCookies(request: Request, tokens: SealedTokens | null): string[] {
  const sealed = tokens ? sealOidc(tokens) : '';
  const written: string[] = [];
  for (let i = 0; i * CHUNK < sealed.length; i++)
    written.push(
      `${OIDC_COOKIE}.${i}=${sealed.slice(i * CHUNK, (i + 1) * CHUNK)}${attributes(STORED_USER_DAYS * 24 * 3600)}`,
    );
  const cleared = [...chunksOf(request).keys()]
    .filter((i) => i >= written.length)
    .map((i) => `${OIDC_COOKIE}.${i}=${attributes(0)}`);
  return [...written, ...cleared];
}

/**
 * The Set-Cookie headers that end the storefront session: its cookie, and the provider tokens' cookies when the
 * request has any (a sealed refresh token must not outlive the session it belonged to).
 */
export async function endSessionCookies(request: Request, session: StorefrontSession): Promise<string[]> {
  return [await sessionStorage.destroySession(session), ...oidcTokenCookies(request, null)];
}
