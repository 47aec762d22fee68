import { SmallAdPage } from '../features/small-ads';
import { loadSmallAdPage, smallAdPageAction } from '../features/small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.small-ad';
import pageStyles from '../features/small-ads/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  const name = args.data?.ad?.name;
  return [
    { title: routeTitle(args, (t) => `${name ? `${name} — ` : ''}${t('smallAds.title')}`) },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadSmallAdPage;
export const action = smallAdPageAction;

export default function SmallAdRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SmallAdPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
