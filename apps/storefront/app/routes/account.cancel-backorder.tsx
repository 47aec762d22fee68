import { CancelBackorderPage } from '../features/backorders';
import { cancelBackorderAction, loadCancelBackorderPage } from '../features/backorders/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.cancel-backorder';
import pageStyles from '../features/backorders/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'backorders.cancel.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadCancelBackorderPage;
export const action = cancelBackorderAction;

export default function CancelBackorderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelBackorderPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
