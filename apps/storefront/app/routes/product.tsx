import { preloadSignedInParts, ProductPage, seoMeta } from '../features/catalogue';
import { loadProductPage } from '../features/catalogue/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/product';
import pageStyles from '../styles/pages/product.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args.loaderData?.seo, args);
}

export const loader = loadProductPage;

/**
 * A client-side navigation: the data as from the loader, and for a signed-in buyer the code of what only they
 * see (the purchase box, the stats tab: not in the page's first JavaScript), so that it is on screen with the
 * page. Not run when hydrating.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.signedIn) await preloadSignedInParts();
  return data;
}

export default function ProductPageRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
