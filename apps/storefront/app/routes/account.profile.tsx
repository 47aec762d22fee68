import { ProfilePage } from '../features/profile';
import { loadProfilePage, profilePageAction } from '../features/profile/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.profile';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['profile.title'] ?? 'Profil et adresses'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadProfilePage;
export const action = profilePageAction;

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return <ProfilePage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
