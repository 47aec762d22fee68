import { StaffContentPage } from '../features/staff-content';
import { loadStaffContentPage } from '../features/staff-content/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.content';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staffContent.title'] ?? 'Contenus'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffContentPage;

export default function StaffContentRoute({ loaderData }: Route.ComponentProps) {
  return <StaffContentPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
