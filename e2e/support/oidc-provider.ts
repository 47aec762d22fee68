// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient typings must come with this file into every program that imports it (the storefront tests too), and a .d.ts of `declare module` cannot be imported
/// <reference path="./oidc-provider-types.d.ts" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider for the tests (npm `oidc-provider`, issue 21 §2), on loopback: the shop registered as a
 * public client with PKCE (`token_endpoint_auth_method: 'none'`), access tokens as JWTs for the back office's
 * audience (resource indicators) carrying the `email` claim the back office signs in by (decision 036), refresh
 * tokens (offline_access), RP-initiated logout. Its own small login page (e-mail + password): any e-mail of the
 * demo or journey customers with the given password, so the e2e journey signs in through a page that is not the
 * shop's. Used in-process by the storefront's tests and as its own process by the e2e run (oidc-provider-main.ts).
 */
export interface TestProviderOptions {
  /** 0: any free port. */
  port: number;
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** The back office's OIDC_AUDIENCE. */
  audience: string;
  /** The one password every account has (the demo password). */
  password: string;
  /** Access-token lifetime in seconds (short in the journey, to see the silent renewal). */
  accessTokenTtl: number;
}

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginForm(uid: string, language: string, error: string | null, email = ''): string {
  const words =
    language === 'nl'
      ? {
          title: 'Identiteitsprovider: aanmelden',
          email: 'E-mail',
          password: 'Wachtwoord',
          submit: 'Aanmelden',
        }
      : language === 'en'
        ? { title: 'Identity provider: sign in', email: 'Email', password: 'Password', submit: 'Sign in' }
        : {
            title: 'Fournisseur d’identité : connexion',
            email: 'E-mail',
            password: 'Mot de passe',
            submit: 'Se connecter',
          };
  return `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8"><title>${words.title}</title>
<meta name="viewport" content="width=device-width"></head><body>
<h1>${words.title}</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label>${words.email} <input name="email" type="email" value="${escape(email)}" autocomplete="username" required></label>
<label>${words.password} <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">${words.submit}</button></form></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
}

export async function startTestProvider(opts: TestProviderOptions): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const resourceServer = {
    scope: 'shop',
    audience: opts.audience,
    accessTokenFormat: 'jwt',
    accessTokenTTL: opts.accessTokenTtl,
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: opts.redirectUris,
        post_logout_redirect_uris: opts.postLogoutRedirectUris,
      },
    ],
    // Accounts are their e-mail (lower-case): the subject, and the claim the back office finds the buyer by.
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: id }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-provider-cookie-key-not-a-secret'] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => opts.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => resourceServer,
      },
      rpInitiatedLogout: {
        enabled: true,
        // No "do you want to sign out?" step: the shop asked, the form posts itself.
        logoutSource: (ctx: { body: string }, form: string) => {
          ctx.body = `<!doctype html><html><body>${form}<script>
var f = document.getElementById('op.logoutForm');
var i = document.createElement('input'); i.type = 'hidden'; i.name = 'logout'; i.value = 'yes';
f.appendChild(i); f.submit();</script></body></html>`;
        },
      },
    },
    extraTokenClaims: (_ctx: unknown, token: { kind: string; accountId?: string }) =>
      token.kind === 'AccessToken' && token.accountId ? { email: token.accountId } : undefined,
    issueRefreshToken: () => true,
    ttl: {
      AccessToken: opts.accessTokenTtl,
      IdToken: 3600,
      RefreshToken: 24 * 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
      Interaction: 3600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html><body><h1>Provider error</h1><pre>${escape(JSON.stringify(out))}</pre></body></html>`;
    },
  });
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const language = String(details.params.ui_locales ?? 'fr').split(' ')[0] ?? 'fr';
    if (req.method === 'POST' && path.endsWith('/login')) {
      const form = await formBody(req);
      const email = String(form.get('email') ?? '')
        .trim()
        .toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || form.get('password') !== opts.password)
        return html(res, 200, loginForm(details.uid, language, 'Invalid e-mail or password', email));
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: email } },
        { mergeWithLastSubmission: false },
      );
    }
    if (details.prompt.name === 'login') return html(res, 200, loginForm(details.uid, language, null));
    // Consent: the shop is the provider's own first-party client, every asked scope is granted at once.
    const accountId = details.session?.accountId ?? '';
    const grant = new provider.Grant({ accountId, clientId: opts.clientId });
    const { missingOIDCScope = [], missingResourceScopes = {} } = details.prompt.details;
    if (missingOIDCScope.length > 0) grant.addOIDCScope(missingOIDCScope.join(' '));
    for (const [resource, scopes] of Object.entries(missingResourceScopes))
      grant.addResourceScope(resource, scopes.join(' '));
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/interaction/')) {
      interaction(req, res, path).catch((error: unknown) =>
        html(res, 400, `<p>${escape(String(error))}</p>`),
      );
      return;
    }
    callback(req, res);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
