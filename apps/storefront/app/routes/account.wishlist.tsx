import { WishlistPage } from '../features/wishlists';
import { loadWishlistPage, wishlistAction } from '../features/wishlists/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.wishlist';

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  const title = root?.messages?.['wishlists.title'] ?? 'Commandes types';
  return [
    { title: `${data?.wishlist.name ? `${data.wishlist.name} — ` : ''}${title} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadWishlistPage;
export const action = wishlistAction;

export default function WishlistRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WishlistPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
