import { StaffRegistrationsPage } from '../features/staff-registrations';
import { loadStaffRegistrationsPage } from '../features/staff-registrations/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.registrations';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [{ title: `${root?.messages?.['staffRegistrations.title'] ?? 'Inscriptions'} — Vetshop` }];
}

export const headers = pageHeaders;

export const loader = loadStaffRegistrationsPage;

export default function StaffRegistrationsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffRegistrationsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
