import { StaffQuotationPage } from '../features/staff-quotations';
import { loadStaffQuotationPage, staffQuotationAction } from '../features/staff-quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.quotation';

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  const title = root?.messages?.['quotations.detail.title'] ?? 'Devis {name}';
  return [
    { title: `${title.replace('{name}', data?.quotation.name ?? '')} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadStaffQuotationPage;
export const action = staffQuotationAction;

export default function StaffQuotationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffQuotationPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
