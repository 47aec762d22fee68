import { ValidatedPage } from '../features/checkout';
import { loadValidatedPage } from '../features/checkout/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/cart-validated';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['validated.title'] ?? 'Commande passée'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadValidatedPage;

export default function ValidatedPageRoute({ loaderData }: Route.ComponentProps) {
  return <ValidatedPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
