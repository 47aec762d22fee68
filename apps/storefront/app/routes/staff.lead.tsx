import { StaffLeadPage } from '../features/staff-leads';
import { loadStaffLeadPage, staffLeadAction } from '../features/staff-leads/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.lead';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  const title = root?.messages?.['staffLeads.detail.title'] ?? 'Demande de contact n° {id}';
  return [
    { title: `${title.replace('{id}', String(loaderData?.lead.id ?? ''))} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffLeadPage;
export const action = staffLeadAction;

export default function StaffLeadRoute({ loaderData }: Route.ComponentProps) {
  return <StaffLeadPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
