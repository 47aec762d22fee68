import { data, Link } from 'react-router';
import { useI18n } from '../i18n';
import { cacheControl, pageContext, pageHeaders } from '../lib/request.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/register';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [{ title: `${root?.messages?.['register.title'] ?? 'Devenir client'} — Vetshop` }];
}

export async function loader(args: Route.LoaderArgs) {
  const { user } = await pageContext(args);
  return data(null, { headers: cacheControl(user) });
}

export const headers = pageHeaders;

/**
 * How to become a customer. Online registration (spec §3 "Registration") comes with its own issue; until then
 * the page says how accounts are opened, with the service hours of the footer.
 */
export default function Register() {
  const { t, locale } = useI18n();
  return (
    <section className="narrow" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      <p>{t('register.how')}</p>
      <ul>
        <li>{t('register.phone')}</li>
        <li>{t('register.email')}</li>
        <li>{t('footer.hours.orders')}</li>
      </ul>
      <p>
        <Link to={urls.login(locale)}>{t('register.login')}</Link>
      </p>
    </section>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
