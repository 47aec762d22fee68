import { WishlistAddPage } from '../features/wishlists';
import { loadWishlistAddPage, wishlistAddPageAction } from '../features/wishlists/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.wishlist-add';
import pageStyles from '../features/wishlists/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'wishlist.popin.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadWishlistAddPage;
export const action = wishlistAddPageAction;

export default function WishlistAddRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WishlistAddPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
