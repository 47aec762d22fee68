import { StaffMailPage } from '../features/staff-outbox';
import { loadStaffMailPage, staffMailAction } from '../features/staff-outbox/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.mail';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  const title = root?.messages?.['staffOutbox.detail.title'] ?? 'E-mail n° {id}';
  return [
    { title: `${title.replace('{id}', String(loaderData?.mail.id ?? ''))} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffMailPage;
export const action = staffMailAction;

export default function StaffMailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffMailPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
