import { StaffSmallAdPage } from '../features/staff-small-ads';
import { loadStaffSmallAdPage, staffSmallAdAction } from '../features/staff-small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.small-ad';

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  const title = root?.messages?.['staffSmallAds.title'] ?? 'Petites annonces à modérer';
  return [
    { title: `${data?.ad?.name ? `${data.ad.name} — ` : ''}${title} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadStaffSmallAdPage;
export const action = staffSmallAdAction;

export default function StaffSmallAdRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffSmallAdPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
