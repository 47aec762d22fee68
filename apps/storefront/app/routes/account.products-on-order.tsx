import { ProductsOnOrderPage } from '../features/backorders';
import { loadProductsOnOrderPage } from '../features/backorders/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.products-on-order';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'backorders.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadProductsOnOrderPage;

export default function ProductsOnOrderRoute({ loaderData }: Route.ComponentProps) {
  return <ProductsOnOrderPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
