import { StaffSmallAdPage } from '../features/staff-small-ads';
import { loadStaffSmallAdPage, staffSmallAdAction } from '../features/staff-small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.small-ad';
import pageStyles from '../styles/pages/staff-small-ad.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  const name = args.data?.ad?.name;
  return [
    { title: routeTitle(args, (t) => `${name ? `${name} — ` : ''}${t('staffSmallAds.title')}`) },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadStaffSmallAdPage;
export const action = staffSmallAdAction;

export default function StaffSmallAdRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffSmallAdPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
