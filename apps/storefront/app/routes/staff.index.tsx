import { data } from 'react-router';
import { StaffHome } from '../features/staff';
import { page, pageHeaders, requireStaffUser, STAFF_HEADERS, type RouteArgs } from '../lib/request.server';
import type { Route } from './+types/staff.index';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staff.home.title'] ?? 'Espace du personnel'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = page(async (args: RouteArgs) => {
  const { user } = await requireStaffUser(args);
  return data({ login: user.login }, { headers: STAFF_HEADERS });
});

export default function StaffIndexRoute() {
  return <StaffHome />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
