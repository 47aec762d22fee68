import { QuickOrderPage } from '../features/quick-order';
import { loadQuickOrderPage, quickOrderAction } from '../features/quick-order/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.quick-order';
import pageStyles from '../features/quick-order/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'quickOrder.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadQuickOrderPage;
export const action = quickOrderAction;

export default function QuickOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuickOrderPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
