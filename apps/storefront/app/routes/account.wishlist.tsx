import { WishlistPage } from '../features/wishlists';
import { loadWishlistPage, wishlistAction } from '../features/wishlists/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.wishlist';
import pageStyles from '../styles/pages/wishlist.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  const name = args.data?.wishlist.name;
  return [
    { title: routeTitle(args, (t) => `${name ? `${name} — ` : ''}${t('wishlists.title')}`) },
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
