import { WishlistsPage } from '../features/wishlists';
import { loadWishlistsPage, wishlistsAction } from '../features/wishlists/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.wishlists';
import pageStyles from '../features/wishlists/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'wishlists.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadWishlistsPage;
export const action = wishlistsAction;

export default function WishlistsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WishlistsPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
