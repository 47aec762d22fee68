import { SmallAdPage } from '../features/small-ads';
import { loadSmallAdPage, smallAdPageAction } from '../features/small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.small-ad';

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  const title = root?.messages?.['smallAds.title'] ?? 'Petites annonces';
  return [
    { title: `${data?.ad?.name ? `${data.ad.name} — ` : ''}${title} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadSmallAdPage;
export const action = smallAdPageAction;

export default function SmallAdRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SmallAdPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
