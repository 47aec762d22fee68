import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK, endSessionCookies, OIDC_COOKIE, oidcTokenCookies, oidcTokensOf } from './oidc-cookie.server';
import { sessionStorage } from './session.server';

/** A JWT of about `bytes` characters, as a provider such as Keycloak issues them (roles, scopes, session ids). */
const jwt = (bytes: number) =>
  [16, bytes - 16 - 344, 342]
    .map((n) =>
      randomBytes(Math.ceil((n * 3) / 4))
        .toString('base64url')
        .slice(0, n),
    )
    .join('.');

/** The request a browser sends back with the cookies of these Set-Cookie headers. */
function requestWith(setCookies: string[], others = 'vetshop_sf=abc; vetshop_locale=fr'): Request {
  const pairs = setCookies
    .filter((c) => !/Max-Age=0/.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
  return new Request('http://shop.test/fr/', {
    headers: { Cookie: [others, pairs].filter(Boolean).join('; ') },
  });
}

const keycloakSized = {
  refreshToken: jwt(900),
  idToken: jwt(1400),
  subject: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
};

describe('the provider tokens’ cookies', () => {
  it('keep Keycloak-sized tokens in chunks a browser keeps (each Set-Cookie under 4,096 bytes), read back whole', () => {
    const big = { ...keycloakSized, refreshToken: jwt(3000), idToken: jwt(2600) };
    const cookies = oidcTokenCookies(new Request('http://shop.test/'), big);
    expect(cookies.length).toBeGreaterThan(1);
    for (const c of cookies) {
      expect(c.length).toBeLessThan(4096);
      expect(c).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    }
    expect(cookies.map((c) => c.split('=')[0])).toEqual(cookies.map((_, i) => `${OIDC_COOKIE}.${i}`));
    expect(oidcTokensOf(requestWith(cookies))).toEqual(big);
  });

  it('never show a token in clear', () => {
    const cookies = oidcTokenCookies(new Request('http://shop.test/'), keycloakSized);
    const all = cookies.join('\n');
    expect(all).not.toContain(keycloakSized.refreshToken.slice(0, 40));
    expect(all).not.toContain(keycloakSized.subject);
  });

  it('clear the chunks a longer value left behind, and every chunk when forgotten', () => {
    const long = oidcTokenCookies(new Request('http://shop.test/'), {
      ...keycloakSized,
      refreshToken: jwt(CHUNK * 2),
    });
    expect(long).toHaveLength(4);
    const shorter = oidcTokenCookies(requestWith(long), keycloakSized);
    expect(shorter.filter((c) => !/Max-Age=0/.test(c))).toHaveLength(1);
    expect(shorter.filter((c) => /Max-Age=0/.test(c)).map((c) => c.split('=')[0])).toEqual([
      `${OIDC_COOKIE}.1`,
      `${OIDC_COOKIE}.2`,
      `${OIDC_COOKIE}.3`,
    ]);
    expect(oidcTokensOf(requestWith(shorter))).toEqual(keycloakSized);
    const forgotten = oidcTokenCookies(requestWith(long), null);
    expect(forgotten).toHaveLength(4);
    expect(forgotten.every((c) => /Max-Age=0/.test(c))).toBe(true);
  });

  it('read nothing from a missing chunk, an altered one, or none at all', () => {
    const cookies = oidcTokenCookies(new Request('http://shop.test/'), {
      ...keycloakSized,
      refreshToken: jwt(CHUNK * 2),
    });
    expect(oidcTokensOf(requestWith(cookies.filter((_, i) => i !== 1)))).toBeNull();
    const altered = cookies.map((c, i) =>
      i === 0 ? c.replace(/=(.)/, (_, ch) => `=${ch === 'A' ? 'B' : 'A'}`) : c,
    );
    expect(oidcTokensOf(requestWith(altered))).toBeNull();
    expect(oidcTokensOf(requestWith([]))).toBeNull();
  });

  it('end with the session: the session cookie destroyed and the chunks cleared; nothing more in credentials mode', async () => {
    const kept = oidcTokenCookies(new Request('http://shop.test/'), keycloakSized);
    const session = await sessionStorage.getSession();
    const ended = await endSessionCookies(requestWith(kept), session);
    expect(ended[0]).toMatch(/^vetshop_sf=;/);
    expect(ended.slice(1)).toEqual([`${OIDC_COOKIE}.0=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
    expect(await endSessionCookies(requestWith([]), session)).toHaveLength(1);
  });
});
