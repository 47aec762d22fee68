import { WishlistAddPage } from '../features/wishlists';
import { loadWishlistAddPage, wishlistAddPageAction } from '../features/wishlists/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.wishlist-add';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['wishlist.popin.title'] ?? 'Ajouter à une commande type'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadWishlistAddPage;
export const action = wishlistAddPageAction;

export default function WishlistAddRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WishlistAddPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
