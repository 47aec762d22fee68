import type { CategorySummary } from '@vetshop/contract';
import { Outlet, data, useLoaderData } from 'react-router';
import type { SiteContent } from '../features/content';
import { SessionKeeper } from '../features/session';
import { renewLayoutSession } from '../features/session/index.server';
import { LocaleLayout, RouteError } from '../features/shell';
import { loadLocaleLayout } from '../features/shell/index.server';
import { useI18n } from '../i18n';
import { pageHeaders, type RouteArgs } from '../lib/request.server';
import type { SessionExpiry } from '../lib/session-renewal';
import type { SessionUser } from '../lib/session.server';

/**
 * The layout's data, after identity-provider mode's silent renewal when the access token is due (its cookie added;
 * the page's loaders wait for it), with the token's times for the page's own renewal timer.
 */
export async function loader(args: RouteArgs) {
  const { expiry, setCookies } = await renewLayoutSession(args);
  const layout = await loadLocaleLayout(args);
  const headers = new Headers(layout.init?.headers);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return data({ ...layout.data, sessionExpiry: expiry }, { ...layout.init, headers });
}

export const headers = pageHeaders;

export default function LocaleLayoutRoute() {
  const { locale } = useI18n();
  const { user, categories, content, origin, sessionExpiry } = useLoaderData<typeof loader>() as {
    user: SessionUser | null;
    categories: CategorySummary[];
    content: SiteContent;
    origin: string;
    sessionExpiry: SessionExpiry | null;
  };
  return (
    <LocaleLayout user={user} categories={categories} content={content} origin={origin}>
      {user && sessionExpiry ? <SessionKeeper expiry={sessionExpiry} locale={locale} /> : null}
      <Outlet />
    </LocaleLayout>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
