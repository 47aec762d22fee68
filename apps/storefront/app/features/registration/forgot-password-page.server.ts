import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, pageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';

/** /account/forgot-password: the form, or after a post (?sent=1) the one confirmation every login gets. */
export async function loadForgotPasswordPage(args: RouteArgs) {
  const { user } = await pageContext(args);
  const sent = new URL(args.request.url).searchParams.get('sent') === '1';
  return data({ sent }, { headers: cacheControl(user) });
}

export type ForgotPasswordActionResult = { login: string; problem: 'required' | 'throttled' | 'technical' };

/**
 * `POST auth/request_reset_password`: whatever the login, the same confirmation (the back office answers the
 * same 202 whether it exists or not; a redirect, so a reload does not ask again). Too many requests from one
 * address is said as such; the login typed stays in the field.
 */
export async function forgotPasswordPageAction(args: RouteArgs) {
  const { locale, bo } = await pageContext(args);
  const form = await readForm(args.request);
  const login = String(form.get('login') ?? '').trim();
  const refuse = (status: number, problem: ForgotPasswordActionResult['problem']) =>
    data({ login, problem } satisfies ForgotPasswordActionResult, { status });
  if (!login) return refuse(400, 'required');
  let res: Response;
  try {
    res = await bo.send('auth.requestResetPassword', { body: { login: login.slice(0, 254) } });
  } catch (error) {
    if (error instanceof BackofficeUnavailable) return refuse(503, 'technical');
    throw error;
  }
  if (res.ok) return redirect(`${urls.forgotPassword(locale)}?sent=1`);
  if (res.status === 429) return refuse(429, 'throttled');
  if (res.status === 400) return refuse(400, 'required');
  return refuse(503, 'technical');
}
