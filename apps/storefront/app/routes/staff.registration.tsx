import { StaffRegistrationPage } from '../features/staff-registrations';
import {
  loadStaffRegistrationPage,
  staffRegistrationAction,
} from '../features/staff-registrations/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.registration';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [{ title: `${root?.messages?.['staffRegistrations.title'] ?? 'Inscriptions'} — Vetshop` }];
}

export const headers = pageHeaders;

export const loader = loadStaffRegistrationPage;
export const action = staffRegistrationAction;

export default function StaffRegistrationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffRegistrationPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
