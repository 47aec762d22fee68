import { StaffHome } from '../features/staff';
import { loadStaffHome } from '../features/staff/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.index';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staff.home.title'] ?? 'Espace du personnel'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffHome;

export default function StaffIndexRoute({ loaderData }: Route.ComponentProps) {
  return <StaffHome loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
