import { SalesPage } from '../features/orders';
import { loadSalesPage } from '../features/orders/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.sales';
import pageStyles from '../features/orders/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'sales.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadSalesPage;

export default function SalesPageRoute({ loaderData }: Route.ComponentProps) {
  return <SalesPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
