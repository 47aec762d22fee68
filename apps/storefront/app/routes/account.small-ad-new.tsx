import { SmallAdPage } from '../features/small-ads';
import { loadNewSmallAdPage, newSmallAdAction } from '../features/small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.small-ad-new';
import pageStyles from '../features/small-ads/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'smallAds.new.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadNewSmallAdPage;
export const action = newSmallAdAction;

export default function NewSmallAdRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SmallAdPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
