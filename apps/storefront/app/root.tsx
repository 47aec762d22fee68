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
import { CookieBanner, LoadingBar, RouteError, ServiceWorker } from './features/shell';
import { NotificationsProvider } from './ui/notifications';
import { isLocale, DEFAULT_LOCALE, type RootI18nData } from './i18n';
import { PageMessages } from './i18n/page-messages';
import { parseConsent, type Consent } from './lib/consent';
import { routeTitle } from './lib/page-title';
import { cookieLocale } from './lib/request.server';
import { getSession, hasSessionCookie, type SessionUser } from './lib/session.server';
import sharedStyles from './styles/shared.css?url';

export const links: Route.LinksFunction = () => [
  // The one sheet every page shares (tokens, UI primitives, the frame). Each layout and page route links its own
  // after it (their `links`, emitted root first, then layout, then page): at most 3 render-blocking sheets a page.
  { rel: 'stylesheet', href: sharedStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export interface RootData extends RootI18nData {
  user: SessionUser | null;
  /** The buyer's cookie choice (lib/consent.ts), null before any: the banner is rendered on the server. */
  consent: Consent | null;
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
  return { locale, user: session?.get('user') ?? null, consent: parseConsent(request.headers.get('Cookie')) };
}

/**
 * The language and the user change only with the language or after a form (sign in, sign out); the cookie choice
 * only with its form, a document post (features/shell/cookie-banner.tsx).
 */
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
  const data = useRootData();
  const user = data?.user ?? null;
  return (
    <NotificationsProvider>
      <LoadingBar />
      <CookieBanner consent={data?.consent ?? null} />
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
