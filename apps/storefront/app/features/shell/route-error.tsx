import { lazy } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { isAccountStatusRefusal } from '../../lib/account-status';
import { ErrorScreen, NotFoundScreen } from './error-screen';

/**
 * The account-status page (a login without a customer): its code comes with import() when it is shown, not with
 * every page's first JavaScript (issue 18).
 */
const AccountStatusScreen = lazy(() =>
  import('../account-status').then((feature) => ({ default: feature.AccountStatusScreen })),
);

/** Refusals thrown with a `reason` that the buyer can act on (lib/mutation-guard.server.ts). */
const REASONS: Partial<Record<string, MessageKey>> = {
  cross_site: 'error.crossSite',
  not_a_form: 'error.notAForm',
  too_large: 'error.tooLarge',
  invalid: 'error.invalid',
};

/** The error boundary of the root and of the locale layout: 404 screen, account-status page, or the generic error screen. */
export function RouteError() {
  const error = useRouteError();
  const { t, locale } = useI18n();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen t={t} locale={locale} />;
    // A signed-in login without a customer on a buyer page (lib/request.server.ts page()): where it stands.
    if (error.status === 403 && isAccountStatusRefusal(error.data))
      return <AccountStatusScreen status={error.data.status} email={error.data.email} />;
    const reason = REASONS[(error.data as { reason?: string } | null)?.reason ?? ''];
    return (
      <ErrorScreen
        t={t}
        locale={locale}
        status={error.status}
        message={null}
        explanation={reason ? t(reason) : null}
      />
    );
  }
  const message = error instanceof Error && import.meta.env.DEV ? error.message : null;
  return <ErrorScreen t={t} locale={locale} status={500} message={message} />;
}
