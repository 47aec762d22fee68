import { CancelBackorderPage } from '../features/backorders';
import { cancelBackorderAction, loadCancelBackorderPage } from '../features/backorders/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.cancel-backorder';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['backorders.cancel.title'] ?? 'Annuler un produit en commande'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadCancelBackorderPage;
export const action = cancelBackorderAction;

export default function CancelBackorderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelBackorderPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
