import { StaffLeadPage } from '../features/staff-leads';
import { loadStaffLeadPage, staffLeadAction } from '../features/staff-leads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.lead';
import pageStyles from '../features/staff-leads/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [
    {
      title: routeTitle(args, (t) =>
        t('staffLeads.detail.title', { id: String(args.loaderData?.lead.id ?? '') }),
      ),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;
export const loader = loadStaffLeadPage;
export const action = staffLeadAction;

export default function StaffLeadRoute({ loaderData }: Route.ComponentProps) {
  return <StaffLeadPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
