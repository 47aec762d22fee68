import { ConfirmPage } from '../features/checkout';
import { confirmPageAction, loadConfirmPage } from '../features/checkout/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/cart-confirm';
import pageStyles from '../styles/pages/checkout.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'confirm.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadConfirmPage;
export const action = confirmPageAction;

export default function ConfirmPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
