import { ProductsOnOrderPage } from '../features/backorders';
import { loadProductsOnOrderPage } from '../features/backorders/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.products-on-order';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['backorders.title'] ?? 'Produits en commande'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadProductsOnOrderPage;

export default function ProductsOnOrderRoute({ loaderData }: Route.ComponentProps) {
  return <ProductsOnOrderPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
