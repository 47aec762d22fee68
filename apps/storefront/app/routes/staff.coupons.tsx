import { StaffCouponsPage } from '../features/staff-coupons';
import { loadStaffCouponsPage, staffCouponsAction } from '../features/staff-coupons/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.coupons';
import pageStyles from '../features/staff-coupons/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffCoupons.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffCouponsPage;
export const action = staffCouponsAction;

export default function StaffCouponsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffCouponsPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
