import { WishlistsPage } from '../features/wishlists';
import { loadWishlistsPage, wishlistsAction } from '../features/wishlists/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.wishlists';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['wishlists.title'] ?? 'Commandes types'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadWishlistsPage;
export const action = wishlistsAction;

export default function WishlistsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WishlistsPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
