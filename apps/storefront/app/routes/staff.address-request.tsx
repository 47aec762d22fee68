import { StaffAddressRequestPage } from '../features/staff-address-requests';
import {
  loadStaffAddressRequestPage,
  staffAddressRequestAction,
} from '../features/staff-address-requests/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.address-request';
import pageStyles from '../features/staff-address-requests/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [
    {
      title: routeTitle(args, (t) =>
        t('staffAddressRequests.detail.title', { id: String(args.loaderData?.request.id ?? '') }),
      ),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffAddressRequestPage;
export const action = staffAddressRequestAction;

export default function StaffAddressRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffAddressRequestPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
