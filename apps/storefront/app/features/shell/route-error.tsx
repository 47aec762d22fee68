import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useI18n } from '../../i18n';
import { ErrorScreen, NotFoundScreen } from './error-screen';

/** The error boundary of the root and of the locale layout: 404 screen, or the generic error screen. */
export function RouteError() {
  const error = useRouteError();
  const { t, locale } = useI18n();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen t={t} locale={locale} />;
    return <ErrorScreen t={t} status={error.status} message={null} />;
  }
  const message = error instanceof Error && import.meta.env.DEV ? error.message : null;
  return <ErrorScreen t={t} status={500} message={message} />;
}
