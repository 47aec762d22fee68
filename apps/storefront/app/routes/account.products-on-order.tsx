import { ProductsOnOrderPage } from '../features/backorders';
import { loadProductsOnOrderPage } from '../features/backorders/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.products-on-order';
import pageStyles from '../features/backorders/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'backorders.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadProductsOnOrderPage;

export default function ProductsOnOrderRoute({ loaderData }: Route.ComponentProps) {
  return <ProductsOnOrderPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
