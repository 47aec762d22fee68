import { StaffQuotationPage } from '../features/staff-quotations';
import { loadStaffQuotationPage, staffQuotationAction } from '../features/staff-quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.quotation';
import pageStyles from '../styles/pages/staff-quotation.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

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
