import { StaffMailPage } from '../features/staff-outbox';
import { loadStaffMailPage, staffMailAction } from '../features/staff-outbox/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.mail';
import pageStyles from '../features/staff-outbox/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [
    {
      title: routeTitle(args, (t) =>
        t('staffOutbox.detail.title', { id: String(args.loaderData?.mail.id ?? '') }),
      ),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffMailPage;
export const action = staffMailAction;

export default function StaffMailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffMailPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
