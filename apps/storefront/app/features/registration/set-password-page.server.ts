import type { ErrorBody } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { pageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { newPasswordErrors, plausibleToken, type NewPasswordError } from './password-rules';

/** The link's token is in the URL: the page is never stored anywhere. */
const NO_STORE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } as const;

/** Where a set password leads: the sign-in page, saying the password is saved (the buyer signs in with it). */
export function passwordSetLogin(locale: Parameters<typeof urls.login>[0]): string {
  return `${urls.login(locale)}?notice=password_set`;
}

/** /account/set-password?token=…: the form, or at once "this link is no longer valid" when it has no token. */
export async function loadSetPasswordPage(args: RouteArgs) {
  const { locale } = await pageContext(args);
  const token = plausibleToken(new URL(args.request.url).searchParams.get('token'));
  return data({ token, locale }, { headers: NO_STORE });
}

export type SetPasswordActionResult = {
  /** The link was used, expired or never existed (the back office says which it is not). */
  invalidToken: boolean;
  errors: NewPasswordError[];
  /** The back office's own words for a password it refused (e.g. it contains the login). */
  messages: string[];
  problem: 'throttled' | 'technical' | null;
};

async function errorBody(res: Response): Promise<ErrorBody | null> {
  try {
    return (await res.json()) as ErrorBody;
  } catch {
    return null;
  }
}

/**
 * The post: the password checked with the profile's rules, then `POST auth/set_password` with the link's token;
 * done, the sign-in page with its notice (the back office closed the account's other sessions). A used, expired
 * or unknown token says so, with a link to ask for a new one.
 */
export async function setPasswordPageAction(args: RouteArgs) {
  const { locale, bo } = await pageContext(args);
  const form = await readForm(args.request);
  const token = plausibleToken(typeof form.get('token') === 'string' ? String(form.get('token')) : null);
  const password = String(form.get('password') ?? '');
  const confirm = String(form.get('confirm_password') ?? '');
  const answer = (status: number, result: Partial<SetPasswordActionResult>) =>
    data(
      {
        invalidToken: false,
        errors: [],
        messages: [],
        problem: null,
        ...result,
      } satisfies SetPasswordActionResult,
      { status, headers: NO_STORE },
    );
  if (!token) return answer(400, { invalidToken: true });
  const errors = newPasswordErrors(password, confirm);
  if (errors.length > 0) return answer(400, { errors });
  let res: Response;
  try {
    res = await bo.send('auth.setPassword', { body: { token, password } });
  } catch (error) {
    if (error instanceof BackofficeUnavailable) return answer(503, { problem: 'technical' });
    throw error;
  }
  if (res.ok) return redirect(passwordSetLogin(locale), { headers: NO_STORE });
  if (res.status === 429) return answer(429, { problem: 'throttled' });
  if (res.status === 400) {
    const body = await errorBody(res);
    if (body?.code === 'invalid_token') return answer(400, { invalidToken: true });
    const messages = (body?.fields ?? []).map((f) => f.message);
    if (messages.length > 0) return answer(400, { messages });
  }
  return answer(res.status >= 500 ? 503 : res.status, { problem: 'technical' });
}
