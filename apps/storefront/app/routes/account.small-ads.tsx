import { SmallAdsPage } from '../features/small-ads';
import { loadSmallAdsPage } from '../features/small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.small-ads';
import pageStyles from '../features/small-ads/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'smallAds.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadSmallAdsPage;

export default function SmallAdsRoute({ loaderData }: Route.ComponentProps) {
  return <SmallAdsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
