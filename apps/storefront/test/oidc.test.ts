/**
 * The storefront's OpenID Connect rules (spec doc 2 §5; issue 21) against a real provider run in this process
 * (npm `oidc-provider`, e2e/support/oidc-provider.ts), and the ID-token checks against tokens signed here.
 */
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../../e2e/support/oidc-provider';
import type { OidcConfig, StorefrontConfig } from '../config-loader.js';
import { loadOidcRedirectPage } from '../app/features/session/index.server';
import {
  OidcError,
  beginSignIn,
  completeSignIn,
  endSessionUrl,
  forgetProviders,
  pendingSignInCookie,
  refreshTokens,
  sealOidc,
  unsealOidc,
  verifyIdToken,
  type PendingSignIn,
} from '../app/lib/oidc.server';

const SHOP = 'http://shop.test';
const REDIRECT = `${SHOP}/fr/account/oidc-redirect`;
const PASSWORD = 'demo1234';
let provider: TestProvider;
let oidc: OidcConfig;

beforeAll(async () => {
  provider = await startTestProvider({
    port: 0,
    clientId: 'shop',
    redirectUris: [REDIRECT],
    postLogoutRedirectUris: [`${SHOP}/fr/?signed-out=1`],
    audience: 'http://backoffice.test',
    password: PASSWORD,
    accessTokenTtl: 30,
  });
  forgetProviders();
  oidc = { issuer: provider.issuer, clientId: 'shop', scope: 'openid profile email offline_access' };
});
afterAll(() => provider.close());

/** A browser at the provider: follows its redirects with its cookies, fills its login form, stops at the shop. */
async function signInAtProvider(location: string, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(location);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(REDIRECT)) return url;
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: body.toString() } : {}),
    });
    body = undefined;
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const next = res.headers.get('location');
    if (next) {
      url = new URL(next, url);
      continue;
    }
    const page = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${res.status} without a form: ${page.slice(0, 300)}`);
    url = new URL(action, url);
    body = new URLSearchParams({ email, password: PASSWORD });
  }
  throw new Error('too many redirects at the provider');
}

async function signIn(email = 'vet@demo.test') {
  const { location, pending } = await beginSignIn({
    oidc,
    redirectUri: REDIRECT,
    language: 'fr',
    target: '/fr/cart',
  });
  const back = await signInAtProvider(location, email);
  return { back, pending };
}

describe('OIDC sign-in against a real provider', () => {
  it('sends to the provider with code + PKCE S256, state, nonce and ui_locales, and signs in with the code', async () => {
    const { location, pending } = await beginSignIn({
      oidc,
      redirectUri: REDIRECT,
      language: 'nl',
      target: '/nl/',
    });
    const asked = new URL(location).searchParams;
    expect(asked.get('response_type')).toBe('code');
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('code_challenge')).not.toBe(pending.verifier);
    expect(asked.get('ui_locales')).toBe('nl');
    expect(asked.get('state')).toBe(pending.state);
    expect(asked.get('nonce')).toBe(pending.nonce);
    const back = await signInAtProvider(location, 'Vet@Demo.test');
    const tokens = await completeSignIn({ oidc, url: back, pending, redirectUri: REDIRECT });
    expect(tokens.subject).toBe('vet@demo.test');
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt - tokens.issuedAt).toBe(30_000);
    // The access token is the JWT the back office verifies: its audience, the e-mail it signs in by.
    const claims = JSON.parse(
      Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as {
      aud: string;
      email: string;
    };
    expect(claims).toMatchObject({ aud: 'http://backoffice.test', email: 'vet@demo.test' });
  });

  it('refuses a return whose state is not the pending sign-in’s (State does not match), and one without any', async () => {
    const { back, pending } = await signIn();
    const other: PendingSignIn = { ...pending, state: 'another-state' };
    await expect(
      completeSignIn({ oidc, url: back, pending: other, redirectUri: REDIRECT }),
    ).rejects.toMatchObject({
      failure: 'state_mismatch',
      message: 'State does not match',
    });
    await expect(
      completeSignIn({ oidc, url: back, pending: null, redirectUri: REDIRECT }),
    ).rejects.toMatchObject({
      failure: 'no_state',
      message: 'No matching state found in storage',
    });
  });

  it('refuses the provider’s error answer, and a code exchanged without its verifier', async () => {
    const { back, pending } = await signIn();
    const error = new URL(`${REDIRECT}?error=access_denied&state=${pending.state}`);
    await expect(completeSignIn({ oidc, url: error, pending, redirectUri: REDIRECT })).rejects.toMatchObject({
      failure: 'provider_error',
    });
    await expect(
      completeSignIn({
        oidc,
        url: back,
        pending: { ...pending, verifier: 'x'.repeat(43) },
        redirectUri: REDIRECT,
      }),
    ).rejects.toMatchObject({ failure: 'exchange_failed' });
  });

  it('renews with the refresh token for the same subject, and refuses a renewal naming another subject', async () => {
    const { back, pending } = await signIn();
    const tokens = await completeSignIn({ oidc, url: back, pending, redirectUri: REDIRECT });
    const renewed = await refreshTokens({
      oidc,
      refreshToken: tokens.refreshToken ?? '',
      subject: tokens.subject,
    });
    expect(renewed.subject).toBe('vet@demo.test');
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    const again = await signIn();
    const second = await completeSignIn({
      oidc,
      url: again.back,
      pending: again.pending,
      redirectUri: REDIRECT,
    });
    await expect(
      refreshTokens({ oidc, refreshToken: second.refreshToken ?? '', subject: 'pharma@demo.test' }),
    ).rejects.toMatchObject({ failure: 'subject_changed' });
  });

  it('ends the provider’s session at its end-session endpoint, with the ID token as hint', async () => {
    const url = new URL(
      (await endSessionUrl({
        oidc,
        idToken: 'id.token.here',
        postLogoutRedirectUri: `${SHOP}/fr/?signed-out=1`,
      })) ?? '',
    );
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('id_token_hint')).toBe('id.token.here');
    expect(url.searchParams.get('client_id')).toBe('shop');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${SHOP}/fr/?signed-out=1`);
  });

  it('/{locale}/account/oidc-redirect?target= keeps a target of this shop and drops one of another origin', async () => {
    const config: StorefrontConfig = {
      env: 'test',
      erpUrl: 'http://backoffice.test',
      searchUrl: 'http://backoffice.test/search',
      authType: 'oidc-cookie',
      cartSyncPath: 'v2/cart/sync',
      oidc,
    };
    const context = { config } as AppLoadContext;
    const start = async (target: string) => {
      const res = (await loadOidcRedirectPage({
        request: new Request(`${SHOP}/en/account/oidc-redirect?target=${encodeURIComponent(target)}`),
        params: { locale: 'en' },
        context,
      })) as Response;
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('Location') ?? '').origin).toBe(provider.issuer);
      expect(new URL(res.headers.get('Location') ?? '').searchParams.get('redirect_uri')).toBe(
        `${SHOP}/en/account/oidc-redirect`,
      );
      const pending = (await pendingSignInCookie.parse(res.headers.get('Set-Cookie'))) as PendingSignIn;
      return pending.target;
    };
    expect(await start('/en/cart?x=1')).toBe('/en/cart?x=1');
    expect(await start('https://evil.test/en/cart')).toBe('/en/');
    expect(await start('//evil.test/')).toBe('/en/');
  });

  it('a return with a state the cookie does not hold is the localised error page with a retry, not a crash', async () => {
    const config = { authType: 'oidc-cookie', oidc, erpUrl: 'http://backoffice.test' } as StorefrontConfig;
    const result = (await loadOidcRedirectPage({
      request: new Request(`${SHOP}/fr/account/oidc-redirect?code=abc&state=forged`),
      params: { locale: 'fr' },
      context: { config } as AppLoadContext,
    })) as unknown as { data: { problem: string; retry: string }; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({ problem: 'expired', retry: '/fr/account/oidc-redirect?target=%2Ffr%2F' });
  });
});

describe('the ID token checks', () => {
  const ISSUER = 'http://idp.test';
  async function keys() {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    return { privateKey, verify: createLocalJWKSet({ keys: [jwk] }) };
  }
  const sign = (claims: Record<string, unknown>, key: CryptoKey, exp = '5m') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);

  it('refuses an ID token without a subject (ID Token is missing a subject claim)', async () => {
    const { privateKey, verify } = await keys();
    const token = await sign({ iss: ISSUER, aud: 'shop', nonce: 'n' }, privateKey);
    await expect(
      verifyIdToken(token, { issuer: ISSUER, clientId: 'shop', keys: verify, nonce: 'n' }),
    ).rejects.toEqual(new OidcError('no_subject', 'ID Token is missing a subject claim'));
    const good = await sign({ iss: ISSUER, aud: 'shop', nonce: 'n', sub: 'u1' }, privateKey);
    await expect(
      verifyIdToken(good, { issuer: ISSUER, clientId: 'shop', keys: verify, nonce: 'n' }),
    ).resolves.toMatchObject({
      sub: 'u1',
    });
  });

  it('refuses another issuer, another audience, another nonce, an expired token and alg none', async () => {
    const { privateKey, verify } = await keys();
    const opts = { issuer: ISSUER, clientId: 'shop', keys: verify, nonce: 'n' };
    const refused = async (token: string) =>
      expect(verifyIdToken(token, opts)).rejects.toMatchObject({ failure: 'id_token_invalid' });
    await refused(await sign({ iss: 'http://other.test', aud: 'shop', nonce: 'n', sub: 'u' }, privateKey));
    await refused(await sign({ iss: ISSUER, aud: 'other', nonce: 'n', sub: 'u' }, privateKey));
    await refused(await sign({ iss: ISSUER, aud: 'shop', nonce: 'x', sub: 'u' }, privateKey));
    await refused(await sign({ iss: ISSUER, aud: 'shop', nonce: 'n', sub: 'u' }, privateKey, '-1m'));
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ iss: ISSUER, aud: 'shop', nonce: 'n', sub: 'u', exp: 9e9 })).toString(
        'base64url',
      ),
      '',
    ].join('.');
    await refused(none);
  });

  it('seals the kept tokens: unreadable in the cookie, refused once altered', () => {
    const sealed = sealOidc({ refreshToken: 'refresh-secret', idToken: 'id', subject: 's' });
    expect(sealed).not.toContain('refresh-secret');
    expect(Buffer.from(sealed, 'base64url').toString()).not.toContain('refresh-secret');
    expect(unsealOidc(sealed)).toEqual({ refreshToken: 'refresh-secret', idToken: 'id', subject: 's' });
    const [iv, tag, body = ''] = sealed.split('.');
    expect(unsealOidc([iv, tag, `${body.slice(0, -2)}AA`].join('.'))).toBeNull();
  });
});
