import { seoMeta } from '../features/catalogue';
import { SelectionPage } from '../features/search';
import { loadSelectionPage } from '../features/search/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/selection';
import pageStyles from '../styles/pages/listing.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args.loaderData?.seo, args);
}

export const loader = loadSelectionPage;

export default function SelectionPageRoute({ loaderData }: Route.ComponentProps) {
  return <SelectionPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
