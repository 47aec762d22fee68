import { data, Form, redirect, useNavigate } from 'react-router';
import { useCart } from '../features/cart';
import { useI18n } from '../i18n';
import { cacheControl, pageContext, pageHeaders } from '../lib/request.server';
import { getSession, sessionStorage } from '../lib/session.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/logout';

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export async function loader(args: Route.LoaderArgs) {
  const { user, locale } = await pageContext(args);
  if (!user) throw redirect(urls.home(locale));
  return data(null, { headers: cacheControl(user) });
}

export const headers = pageHeaders;

export async function action(args: Route.ActionArgs) {
  const { locale, bo } = await pageContext(args);
  // Close the back-office session too; if it cannot be reached, the storefront session still ends here.
  await bo.fetch('/auth/logout', { method: 'POST' }).catch(() => undefined);
  const session = await getSession(args.request);
  return redirect(`${urls.home(locale)}?signed-out=1`, {
    headers: { 'Set-Cookie': await sessionStorage.destroySession(session) },
  });
}

/** The logout confirmation (spec §2): warns first when the cart has changes not saved yet. */
export default function Logout() {
  const { t } = useI18n();
  const { hasPendingTransactions, clearOnLogout } = useCart();
  const navigate = useNavigate();
  return (
    <section className="narrow" aria-labelledby="logout-title">
      <h1 id="logout-title">{t('logout.title')}</h1>
      {hasPendingTransactions ? (
        <p className="notice notice-warning" role="alert">
          {t('logout.unsynced')}
        </p>
      ) : (
        <p>{t('logout.confirm')}</p>
      )}
      <Form method="post" onSubmit={() => clearOnLogout()} className="button-row">
        <button type="submit" className="button button-primary">
          {t('logout.continue')}
        </button>
        <button type="button" className="button" onClick={() => navigate(-1)}>
          {t('logout.back')}
        </button>
      </Form>
    </section>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
