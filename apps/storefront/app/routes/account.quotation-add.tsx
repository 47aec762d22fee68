import { QuotationAddPage } from '../features/quotations';
import { loadQuotationAddPage, quotationAddPageAction } from '../features/quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.quotation-add';
import pageStyles from '../features/quotations/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'quotations.dialog.titleAdd') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadQuotationAddPage;
export const action = quotationAddPageAction;

export default function QuotationAddRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotationAddPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
