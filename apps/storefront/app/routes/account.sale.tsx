import { SalePage } from '../features/orders';
import { loadSalePage } from '../features/orders/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.sale';

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
