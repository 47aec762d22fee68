import { StaffContentDeletePage } from '../features/staff-content';
import { loadStaffContentDeletePage, staffContentDeleteAction } from '../features/staff-content/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.content-delete';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staffContent.delete.title'] ?? 'Supprimer ce contenu ?'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffContentDeletePage;
export const action = staffContentDeleteAction;

export default function StaffContentDeleteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffContentDeletePage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
