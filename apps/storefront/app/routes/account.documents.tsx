import { DocumentsPage } from '../features/documents';
import { loadDocumentsPage } from '../features/documents/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.documents';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['documents.title'] ?? 'Mes documents'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadDocumentsPage;

export default function DocumentsRoute({ loaderData }: Route.ComponentProps) {
  return <DocumentsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
