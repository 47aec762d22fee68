import { StaffAddressRequestPage } from '../features/staff-address-requests';
import {
  loadStaffAddressRequestPage,
  staffAddressRequestAction,
} from '../features/staff-address-requests/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.address-request';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  const title = root?.messages?.['staffAddressRequests.detail.title'] ?? "Demande d'adresse n° {id}";
  return [
    { title: `${title.replace('{id}', String(loaderData?.request.id ?? ''))} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffAddressRequestPage;
export const action = staffAddressRequestAction;

export default function StaffAddressRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffAddressRequestPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
