import { redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { pageContext } from '../../lib/request.server';
import { safeRedirect, urls } from '../../lib/urls';
import { RESEND_FLAG, type ResendOutcome } from './resend-outcome';

/**
 * POST from the account-status page (`email_unverified`): `auth/resend_validation`, then back to the page the form
 * was on with the outcome in the query (a plain form post and a redirect: works without JavaScript, and a reload
 * does not ask again). Nothing is typed on that page, so nothing is lost.
 */
export async function resendValidationAction(args: RouteArgs) {
  const { locale, bo } = await pageContext(args);
  const form = await readForm(args.request);
  const back = new URL(safeRedirect(form.get('back'), urls.home(locale)), 'http://shop.invalid');
  let outcome: ResendOutcome = 'failed';
  try {
    const res = await bo.send('auth.resendValidation');
    if (res.ok) outcome = 'sent';
    else if (res.status === 429) outcome = 'throttled';
  } catch (error) {
    if (!(error instanceof BackofficeUnavailable)) throw error;
  }
  back.searchParams.set(RESEND_FLAG, outcome);
  return redirect(`${back.pathname}${back.search}`);
}
