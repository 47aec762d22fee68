import { ConfirmPage } from '../features/checkout';
import { confirmPageAction, loadConfirmPage } from '../features/checkout/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/cart-confirm';

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
