import { QuotationsPage } from '../features/quotations';
import { loadQuotationsPage, quotationsPageAction } from '../features/quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.quotations';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['quotations.title'] ?? 'Mes devis'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadQuotationsPage;
export const action = quotationsPageAction;

export default function QuotationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotationsPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
