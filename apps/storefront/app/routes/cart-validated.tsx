import { ValidatedPage } from '../features/checkout';
import { loadValidatedPage } from '../features/checkout/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/cart-validated';
import pageStyles from '../styles/pages/checkout.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'validated.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadValidatedPage;

export default function ValidatedPageRoute({ loaderData }: Route.ComponentProps) {
  return <ValidatedPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
