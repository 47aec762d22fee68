import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { LoadingBar, RouteError, ServiceWorker } from './features/shell';
import { NotificationsProvider } from './ui/notifications';
import { isLocale, DEFAULT_LOCALE, type RootI18nData } from './i18n';
import { PageMessages } from './i18n/page-messages';
import { routeTitle } from './lib/page-title';
import { cookieLocale } from './lib/request.server';
import { getSession, hasSessionCookie, type SessionUser } from './lib/session.server';
import accountStyles from './features/account/styles.css?url';
import dashboardStyles from './features/dashboard/styles.css?url';
import cartStyles from './features/cart/styles.css?url';
import catalogueStyles from './features/catalogue/styles.css?url';
import checkoutStyles from './features/checkout/styles.css?url';
import ordersStyles from './features/orders/styles.css?url';
import backordersStyles from './features/backorders/styles.css?url';
import documentsStyles from './features/documents/styles.css?url';
import promoAlertsStyles from './features/promo-alerts/styles.css?url';
import quotationsStyles from './features/quotations/styles.css?url';
import profileStyles from './features/profile/styles.css?url';
import staffAddressRequestsStyles from './features/staff-address-requests/styles.css?url';
import staffOutboxStyles from './features/staff-outbox/styles.css?url';
import staffContentStyles from './features/staff-content/styles.css?url';
import orderImportStyles from './features/order-import/styles.css?url';
import searchStyles from './features/search/styles.css?url';
import shellStyles from './features/shell/styles.css?url';
import wishlistsStyles from './features/wishlists/styles.css?url';
import registrationStyles from './features/registration/styles.css?url';
import staffRegistrationsStyles from './features/staff-registrations/styles.css?url';
import contactStyles from './features/contact/styles.css?url';
import staffLeadsStyles from './features/staff-leads/styles.css?url';
import smallAdsStyles from './features/small-ads/styles.css?url';
import staffSmallAdsStyles from './features/staff-small-ads/styles.css?url';
import contentStyles from './features/content/styles.css?url';
import accountStatusStyles from './features/account-status/styles.css?url';
import stylesheet from './styles/app.css?url';
import uiStyles from './ui/styles.css?url';

export const links: Route.LinksFunction = () => [
  // Cascade order: tokens and shell, shared primitives, then the features (search's rules came before the
  // catalogue's, the catalogue's before the cart's). Every page loads all of them.
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'stylesheet', href: uiStyles },
  { rel: 'stylesheet', href: shellStyles },
  { rel: 'stylesheet', href: searchStyles },
  { rel: 'stylesheet', href: catalogueStyles },
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: checkoutStyles },
  { rel: 'stylesheet', href: ordersStyles },
  { rel: 'stylesheet', href: backordersStyles },
  { rel: 'stylesheet', href: documentsStyles },
  { rel: 'stylesheet', href: promoAlertsStyles },
  { rel: 'stylesheet', href: wishlistsStyles },
  { rel: 'stylesheet', href: registrationStyles },
  { rel: 'stylesheet', href: staffRegistrationsStyles },
  { rel: 'stylesheet', href: contactStyles },
  { rel: 'stylesheet', href: staffLeadsStyles },
  { rel: 'stylesheet', href: quotationsStyles },
  { rel: 'stylesheet', href: orderImportStyles },
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: dashboardStyles },
  { rel: 'stylesheet', href: profileStyles },
  { rel: 'stylesheet', href: staffAddressRequestsStyles },
  { rel: 'stylesheet', href: staffOutboxStyles },
  { rel: 'stylesheet', href: smallAdsStyles },
  { rel: 'stylesheet', href: staffSmallAdsStyles },
  { rel: 'stylesheet', href: staffContentStyles },
  { rel: 'stylesheet', href: contentStyles },
  { rel: 'stylesheet', href: accountStatusStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export interface RootData extends RootI18nData {
  user: SessionUser | null;
}

/**
 * The title of a page whose route says none: an error the locale frame shows (an unknown language) or the root's
 * own error screen. Every page route has its meta (routes/page-titles.test.ts).
 */
export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'app.tagline') }];
}

export async function loader({ params, request }: Route.LoaderArgs): Promise<RootData> {
  // Bare `/` (no locale in the URL) shows the home in the buyer's language (cookie), French otherwise.
  const locale = isLocale(params.locale)
    ? params.locale
    : params.locale === undefined
      ? cookieLocale(request)
      : DEFAULT_LOCALE;
  const session = hasSessionCookie(request) ? await getSession(request) : null;
  return { locale, user: session?.get('user') ?? null };
}

/** The language and the user change only with the language or after a form (sign in, sign out). */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.locale !== nextParams.locale) return true;
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return false;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const locale = data?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0C4E99" />
        <PageMessages locale={locale} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const user = useRootData()?.user ?? null;
  return (
    <NotificationsProvider>
      <LoadingBar />
      <Outlet />
      <ServiceWorker userKey={user?.login ?? null} />
    </NotificationsProvider>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="page">
      <RouteError />
    </main>
  );
}
