import { StaffMailsPage } from '../features/staff-outbox';
import { loadStaffMailsPage } from '../features/staff-outbox/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.mails';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staffOutbox.title'] ?? 'E-mails envoyés'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffMailsPage;

export default function StaffMailsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffMailsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
