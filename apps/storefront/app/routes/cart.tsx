import { CartPage } from '../features/checkout';
import { cartPageAction, loadCartPage } from '../features/checkout/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/cart';
import pageStyles from '../styles/pages/cart.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

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
