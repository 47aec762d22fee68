import { useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import type { AccountStatus } from '../../lib/account-status';
import { urls } from '../../lib/urls';
import { RESEND_FLAG, type ResendOutcome } from './resend-outcome';

const RESEND_MESSAGES: Record<ResendOutcome, MessageKey> = {
  sent: 'accountStatus.resend.sent',
  throttled: 'accountStatus.resend.throttled',
  failed: 'accountStatus.resend.failed',
};

/** What each standing offers next: register the company, or talk to customer service. */
const NEXT: Record<AccountStatus, { action: 'register' | 'contact'; after?: MessageKey }> = {
  email_unverified: { action: 'contact', after: 'accountStatus.email_unverified.next' },
  registration_pending: { action: 'contact' },
  registration_refused: { action: 'contact' },
  no_registration: { action: 'register' },
};

/**
 * The account-status page: what a signed-in login without a customer sees instead of a buyer page (the error
 * boundary renders it from the page's 403). Says where the login stands and what to do next; the header still
 * shows them signed in, with the sign-out link. Never indexed.
 */
export function AccountStatusScreen({ status, email }: { status: AccountStatus; email: string }) {
  const { t, locale } = useI18n();
  const next = NEXT[status];
  return (
    <section className="account-status" aria-labelledby="account-status-title">
      <meta name="robots" content="noindex" />
      <h1 id="account-status-title">{t(`accountStatus.${status}.title`)}</h1>
      <p className="account-status-who">{t('accountStatus.signedInAs', { email })}</p>
      <p>{t(`accountStatus.${status}.text`)}</p>
      {next.after ? <p>{t(next.after)}</p> : null}
      {status === 'email_unverified' ? <ResendValidation email={email} /> : null}
      <p className="account-status-actions">
        {next.action === 'register' ? (
          <Link className="button" to={urls.register(locale)}>
            {t('accountStatus.register')}
          </Link>
        ) : (
          <Link className="button" to={urls.contact(locale)}>
            {t('accountStatus.contact')}
          </Link>
        )}
        <Link to={urls.home(locale)}>{t('accountStatus.catalogue')}</Link>
      </p>
    </section>
  );
}

/**
 * "Send the link again": a plain form post (works without JavaScript) that comes back to this page with the
 * outcome in the query; the outcome is a status message that takes the focus, so it is read out after the reload.
 */
function ResendValidation({ email }: { email: string }) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const outcome = params.get(RESEND_FLAG);
  const message =
    outcome && outcome in RESEND_MESSAGES ? RESEND_MESSAGES[outcome as ResendOutcome] : undefined;
  params.delete(RESEND_FLAG);
  const query = params.toString();
  const back = `${location.pathname}${query ? `?${query}` : ''}`;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) status.current?.focus();
  }, [message, location.key]);
  return (
    <div className="account-status-resend">
      {message ? (
        <p
          ref={status}
          tabIndex={-1}
          role={outcome === 'sent' ? 'status' : 'alert'}
          className={outcome === 'sent' ? 'notice' : 'notice notice-error'}
        >
          {t(message, { email })}
        </p>
      ) : null}
      <Form method="post" action={urls.resendValidation(locale)}>
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="button">
          {t('accountStatus.resend.button')}
        </button>
      </Form>
    </div>
  );
}
