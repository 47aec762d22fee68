import { CartPage } from '../features/checkout';
import { cartPageAction, loadCartPage } from '../features/checkout/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/cart';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'cart.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadCartPage;
export const action = cartPageAction;

export default function CartPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
