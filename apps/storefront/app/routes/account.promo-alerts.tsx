import { PromoAlertsPage } from '../features/promo-alerts';
import { loadPromoAlertsPage, promoAlertAction } from '../features/promo-alerts/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.promo-alerts';
import pageStyles from '../features/promo-alerts/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'promoAlerts.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadPromoAlertsPage;
export const action = promoAlertAction;

export default function PromoAlertsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PromoAlertsPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
