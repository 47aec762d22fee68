import { QuotationsPage } from '../features/quotations';
import { loadQuotationsPage, quotationsPageAction } from '../features/quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.quotations';
import pageStyles from '../features/quotations/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'quotations.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadQuotationsPage;
export const action = quotationsPageAction;

export default function QuotationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotationsPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
