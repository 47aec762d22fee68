import { ProductPage, seoMeta } from '../features/catalogue';
import { loadProductPage } from '../features/catalogue/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/product';

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args.loaderData?.seo, args);
}

export const loader = loadProductPage;

export default function ProductPageRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
