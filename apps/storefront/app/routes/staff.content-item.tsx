import { StaffContentEditPage } from '../features/staff-content';
import { loadStaffContentEditPage, staffContentAction } from '../features/staff-content/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.content-item';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staffContent.title'] ?? 'Contenus'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffContentEditPage;
export const action = staffContentAction;

export default function StaffContentEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffContentEditPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
