import { StaffLeadsPage } from '../features/staff-leads';
import { loadStaffLeadsPage } from '../features/staff-leads/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.leads';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staffLeads.title'] ?? 'Demandes de contact'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffLeadsPage;

export default function StaffLeadsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffLeadsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
