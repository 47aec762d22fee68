import { seoMeta } from '../features/catalogue';
import { ContentPage } from '../features/content';
import { loadContentPage } from '../features/content/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/content-page';
import pageStyles from '../features/content/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args.loaderData?.seo, args);
}

export const loader = loadContentPage;

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
