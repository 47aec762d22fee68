import { SalePage } from '../features/orders';
import { loadSalePage } from '../features/orders/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.sale';
import pageStyles from '../styles/pages/sale.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  const name = (args.data as { sale?: { name: string } } | undefined)?.sale?.name;
  return [
    { title: routeTitle(args, (t) => name ?? t('sales.title')) },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadSalePage;

export default function SalePageRoute({ loaderData }: Route.ComponentProps) {
  return <SalePage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
