import { StaffSmallAdsPage } from '../features/staff-small-ads';
import { loadStaffSmallAdsPage } from '../features/staff-small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.small-ads';
import pageStyles from '../features/staff-small-ads/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffSmallAds.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadStaffSmallAdsPage;

export default function StaffSmallAdsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffSmallAdsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
