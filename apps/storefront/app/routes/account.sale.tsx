import { SalePage } from '../features/orders';
import { loadSalePage } from '../features/orders/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.sale';

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  const name = (loaderData as { sale?: { name: string } } | undefined)?.sale?.name;
  return [
    { title: `${name ?? root?.messages?.['sales.title'] ?? 'Commande'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadSalePage;

export default function SalePageRoute({ loaderData }: Route.ComponentProps) {
  return <SalePage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
