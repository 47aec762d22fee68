import { QuotationPage } from '../features/quotations';
import { loadQuotationPage, quotationPageAction } from '../features/quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.quotation';

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  const title = root?.messages?.['quotations.detail.title'] ?? 'Devis {name}';
  return [
    { title: `${title.replace('{name}', data?.quotation.name ?? '')} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadQuotationPage;
export const action = quotationPageAction;

export default function QuotationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotationPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
