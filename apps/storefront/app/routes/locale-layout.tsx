import type { CategorySummary } from '@vetshop/contract';
import { data, Outlet, useLoaderData } from 'react-router';
import { CartProvider } from '../features/cart';
import { navigationCategories } from '../features/catalogue/index.server';
import { AlternateLinks, Footer, Header, RouteError } from '../features/shell';
import { cacheControl, pageContext, pageHeaders } from '../lib/request.server';
import type { SessionUser } from '../lib/session.server';
import type { Route } from './+types/locale-layout';

const LOCALE_COOKIE = 'vetshop_locale';
const YEAR = 365 * 24 * 3600;

export async function loader(args: Route.LoaderArgs) {
  const { locale, user, bo } = await pageContext(args);
  const categories = await navigationCategories(bo, locale);
  const headers = new Headers(cacheControl(user));
  // The chosen language is remembered for a year (spec §2); written only when it changes.
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(\\w+)`).exec(
    args.request.headers.get('Cookie') ?? '',
  )?.[1];
  if (cookie !== locale)
    headers.append('Set-Cookie', `${LOCALE_COOKIE}=${locale}; Max-Age=${YEAR}; Path=/; SameSite=Lax`);
  const url = new URL(args.request.url);
  return data({ user, categories, origin: url.origin }, { headers });
}

export const headers = pageHeaders;

export default function LocaleLayout() {
  const { user, categories, origin } = useLoaderData<typeof loader>() as {
    user: SessionUser | null;
    categories: CategorySummary[];
    origin: string;
  };
  return (
    <CartProvider userKey={user?.login ?? null}>
      <AlternateLinks origin={origin} />
      <Header user={user} categories={categories} />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </CartProvider>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
