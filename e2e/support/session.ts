import type { Profile } from '@vetshop/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { visit } from './hydration';
import { BACKOFFICE_URL, STOREFRONT_URL } from './ports';
import { E2E_SESSION_SECRET } from './servers';

type Locale = 'fr' | 'nl' | 'en';

/**
 * The storefront's own session code (cookie name, signature, what it holds), loaded with the e2e storefront's
 * secret: it reads SESSION_SECRET once, when loaded, so the variable is set first (in this test process only).
 */
async function storefrontSessions() {
  process.env.SESSION_SECRET = E2E_SESSION_SECRET;
  return import('../../apps/storefront/app/lib/session.server');
}

/**
 * Signs the browser context in as `login` without the login page (as epic-stack's Playwright utilities do): a
 * back-office session from its sign-in call, put in the storefront's signed session cookie exactly as the login
 * page's action does. For journeys whose subject is not the sign-in itself (those use LoginPage.signIn).
 */
export async function signInContext(context: BrowserContext, login: string, password: string): Promise<void> {
  const res = await fetch(`${BACKOFFICE_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!res.ok) throw new Error(`back-office sign-in of ${login}: ${res.status} ${await res.text()}`);
  const token = /vetshop_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))![1]!;
  const profile = (await res.json()) as Profile;
  const { sessionStorage, toSessionUser } = await storefrontSessions();
  const session = await sessionStorage.getSession();
  session.set('token', token);
  session.set('user', toSessionUser(profile));
  const value = /^vetshop_sf=([^;]*)/.exec(await sessionStorage.commitSession(session))![1]!;
  await context.addCookies([
    { name: 'vetshop_sf', value, url: STOREFRONT_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Signs the page's browser in as `who` (see signInContext) and opens `next` (default: the home page), hydrated. */
export async function signInAs(
  page: Page,
  who: { login: string; password: string },
  locale: Locale = 'fr',
  next = `/${locale}/`,
): Promise<void> {
  await signInContext(page.context(), who.login, who.password);
  await visit(page, next);
}
