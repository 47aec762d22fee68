import { StaffLeadPage } from '../features/staff-leads';
import { loadStaffLeadPage, staffLeadAction } from '../features/staff-leads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.lead';

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
