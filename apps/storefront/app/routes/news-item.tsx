import { seoMeta } from '../features/catalogue';
import { NewsItem } from '../features/content';
import { loadNewsItem } from '../features/content/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/news-item';
import pageStyles from '../features/content/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args.loaderData?.seo, args);
}

export const loader = loadNewsItem;

export default function NewsItemRoute({ loaderData }: Route.ComponentProps) {
  return <NewsItem loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
