import { StaffQuotationsPage } from '../features/staff-quotations';
import { loadStaffQuotationsPage } from '../features/staff-quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.quotations';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staffQuotations.title'] ?? 'Devis à compléter'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadStaffQuotationsPage;

export default function StaffQuotationsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffQuotationsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
