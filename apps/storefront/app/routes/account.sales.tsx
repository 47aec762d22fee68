import { SalesPage } from '../features/orders';
import { loadSalesPage } from '../features/orders/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.sales';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['sales.title'] ?? 'Mes commandes'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadSalesPage;

export default function SalesPageRoute({ loaderData }: Route.ComponentProps) {
  return <SalesPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
