import { DashboardPage } from '../features/dashboard';
import { loadDashboardPage } from '../features/dashboard/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.dashboard';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['dashboard.title'] ?? 'Tableau de bord'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadDashboardPage;

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
