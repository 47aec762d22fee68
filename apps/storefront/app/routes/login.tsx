import type { Profile } from '@vetshop/contract';
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { useI18n } from '../i18n';
import { BackofficeError, BackofficeUnavailable } from '../lib/backoffice.server';
import { cacheControl, pageContext, pageHeaders } from '../lib/request.server';
import { getSession, sessionStorage, toSessionUser } from '../lib/session.server';
import { safeRedirect, urls } from '../lib/urls';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['login.title'] ?? 'Connexion'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { user, locale } = await pageContext(args);
  const url = new URL(args.request.url);
  if (user) throw redirect(safeRedirect(url.searchParams.get('redirect'), urls.home(locale)));
  return data(null, { headers: cacheControl(null) });
}

export const headers = pageHeaders;

type LoginError = 'required' | 'invalid' | 'throttled' | 'technical';

export async function action(args: Route.ActionArgs) {
  const { locale, bo } = await pageContext(args);
  const form = await args.request.formData();
  const login = String(form.get('login') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const back = safeRedirect(form.get('redirect'), urls.home(locale));
  if (!login || !password) return data({ error: 'required' as LoginError, login }, { status: 400 });
  try {
    const res = await bo.fetch('/auth/login', { method: 'POST', body: JSON.stringify({ login, password }) });
    if (res.status === 403) return data({ error: 'invalid' as LoginError, login }, { status: 403 });
    if (res.status === 429) return data({ error: 'throttled' as LoginError, login }, { status: 429 });
    if (!res.ok) return data({ error: 'technical' as LoginError, login }, { status: 503 });
    const token = /vetshop_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
    if (!token) return data({ error: 'technical' as LoginError, login }, { status: 502 });
    const profile = (await res.json()) as Profile;
    const session = await getSession(args.request);
    session.set('token', token);
    session.set('user', toSessionUser(profile));
    return redirect(back, { headers: { 'Set-Cookie': await sessionStorage.commitSession(session) } });
  } catch (error) {
    if (error instanceof BackofficeUnavailable || error instanceof BackofficeError)
      return data({ error: 'technical' as LoginError, login }, { status: 503 });
    throw error;
  }
}

export default function Login() {
  const { t, locale } = useI18n();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const error = result?.error;
  const redirectedFrom = params.get('redirect');
  return (
    <section className="narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {redirectedFrom ? <p className="notice">{t('login.notAuthenticated')}</p> : <p>{t('login.intro')}</p>}
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="redirect" value={redirectedFrom ?? ''} />
        {error ? (
          <p className="form-error" role="alert">
            {t(`login.${error}`)}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="login">{t('login.login')}</label>
          <input
            id="login"
            name="login"
            type="email"
            autoComplete="username"
            required
            defaultValue={result?.login ?? ''}
            aria-invalid={error === 'invalid' || error === 'required' ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="password">{t('login.password')}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('login.submit')}
        </button>
      </Form>
      <p>
        <Link to={urls.register(locale)}>{t('login.becomeCustomer')}</Link>
      </p>
    </section>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
