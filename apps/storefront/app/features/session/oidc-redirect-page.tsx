import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import type { OidcProblem } from './oidc-redirect-page.server';

const PROBLEM_MESSAGES = {
  cancelled: 'oidc.cancelled',
  expired: 'oidc.expired',
  refused: 'oidc.refused',
  technical: 'login.technical',
} as const satisfies Record<OidcProblem, string>;

/**
 * The return from the identity provider when it did not end signed in (oidc-redirect-page.server.ts): what went
 * wrong in the buyer's words, a way to try again (a new sign-in, back to the same page) and the home page.
 */
export function OidcRedirectPage() {
  const { t, locale } = useI18n();
  const { problem, retry } = useLoaderData() as { problem: OidcProblem; retry: string };
  return (
    <section className="narrow" aria-labelledby="oidc-title">
      <h1 id="oidc-title">{t('oidc.title')}</h1>
      <div className="notice notice-error" role="alert">
        <p>
          <strong>{t('oidc.failed')}</strong>
        </p>
        <p>{t(PROBLEM_MESSAGES[problem])}</p>
      </div>
      <p className="actions">
        {/* A document navigation: the retry goes to the provider, outside the app's router. */}
        <a href={retry} className="button button-primary" data-testid="oidc-retry">
          {t('oidc.retry')}
        </a>{' '}
        <Link to={urls.home(locale)}>{t('oidc.home')}</Link>
      </p>
    </section>
  );
}
