import { SmallAdPage } from '../features/small-ads';
import { loadNewSmallAdPage, newSmallAdAction } from '../features/small-ads/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.small-ad-new';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['smallAds.new.title'] ?? 'Nouvelle annonce'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadNewSmallAdPage;
export const action = newSmallAdAction;

export default function NewSmallAdRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SmallAdPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
