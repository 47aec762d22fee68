import { StaffQuotationPage } from '../features/staff-quotations';
import { loadStaffQuotationPage, staffQuotationAction } from '../features/staff-quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.quotation';

export function meta(args: Route.MetaArgs) {
  return [
    {
      title: routeTitle(args, (t) => t('quotations.detail.title', { name: args.data?.quotation.name ?? '' })),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadStaffQuotationPage;
export const action = staffQuotationAction;

export default function StaffQuotationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffQuotationPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
