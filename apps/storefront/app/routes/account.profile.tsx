import { ProfilePage } from '../features/profile';
import { loadProfilePage, profilePageAction } from '../features/profile/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.profile';
import pageStyles from '../features/profile/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'profile.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadProfilePage;
export const action = profilePageAction;

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return <ProfilePage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
