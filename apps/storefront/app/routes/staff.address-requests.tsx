import { StaffAddressRequestsPage } from '../features/staff-address-requests';
import { loadStaffAddressRequestsPage } from '../features/staff-address-requests/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.address-requests';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staffAddressRequests.title'] ?? "Demandes d'adresse"} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffAddressRequestsPage;

export default function StaffAddressRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffAddressRequestsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
