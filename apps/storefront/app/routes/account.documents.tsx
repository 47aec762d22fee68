import { DocumentsPage } from '../features/documents';
import { loadDocumentsPage } from '../features/documents/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.documents';
import pageStyles from '../features/documents/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'documents.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadDocumentsPage;

export default function DocumentsRoute({ loaderData }: Route.ComponentProps) {
  return <DocumentsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
