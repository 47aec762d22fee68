import { StaffSmallAdsPage } from '../features/staff-small-ads';
import { loadStaffSmallAdsPage } from '../features/staff-small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/staff.small-ads';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['staffSmallAds.title'] ?? 'Petites annonces à modérer'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadStaffSmallAdsPage;

export default function StaffSmallAdsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffSmallAdsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
