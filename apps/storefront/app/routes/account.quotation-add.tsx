import { QuotationAddPage } from '../features/quotations';
import { loadQuotationAddPage, quotationAddPageAction } from '../features/quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.quotation-add';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['quotations.dialog.titleAdd'] ?? 'Devis'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadQuotationAddPage;
export const action = quotationAddPageAction;

export default function QuotationAddRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotationAddPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
