import { StaffSmallAdsPage } from '../features/staff-small-ads';
import { loadStaffSmallAdsPage } from '../features/staff-small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.small-ads';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffSmallAds.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadStaffSmallAdsPage;

export default function StaffSmallAdsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffSmallAdsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
