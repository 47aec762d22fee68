import { data } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { pageContext } from '../../lib/request.server';
import { plausibleToken } from './password-rules';

const NO_STORE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } as const;

/**
 * /account/validate-email?token=…: a button that confirms the address. The link's opening alone does nothing:
 * mail scanners open links, and a token must be spent by the person only.
 */
export async function loadValidateEmailPage(args: RouteArgs) {
  await pageContext(args);
  const token = plausibleToken(new URL(args.request.url).searchParams.get('token'));
  return data({ token }, { headers: NO_STORE });
}

export type ValidateEmailActionResult = { outcome: 'done' | 'invalid' | 'throttled' | 'technical' };

/** `POST auth/validate_email` with the link's token: done, or a link that no longer works. */
export async function validateEmailPageAction(args: RouteArgs) {
  const { bo } = await pageContext(args);
  const form = await readForm(args.request);
  const token = plausibleToken(typeof form.get('token') === 'string' ? String(form.get('token')) : null);
  const answer = (status: number, outcome: ValidateEmailActionResult['outcome']) =>
    data({ outcome } satisfies ValidateEmailActionResult, { status, headers: NO_STORE });
  if (!token) return answer(400, 'invalid');
  try {
    const res = await bo.send('auth.validateEmail', { body: { token } });
    if (res.ok) return answer(200, 'done');
    if (res.status === 429) return answer(429, 'throttled');
    if (res.status === 400) return answer(400, 'invalid');
    return answer(503, 'technical');
  } catch (error) {
    if (error instanceof BackofficeUnavailable) return answer(503, 'technical');
    throw error;
  }
}
