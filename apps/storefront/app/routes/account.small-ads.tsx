import { SmallAdsPage } from '../features/small-ads';
import { loadSmallAdsPage } from '../features/small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.small-ads';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['smallAds.title'] ?? 'Petites annonces'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadSmallAdsPage;

export default function SmallAdsRoute({ loaderData }: Route.ComponentProps) {
  return <SmallAdsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
