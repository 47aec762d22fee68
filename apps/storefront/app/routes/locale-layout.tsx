import type { CategorySummary } from '@vetshop/contract';
import { Outlet, useLoaderData } from 'react-router';
import { LocaleLayout, RouteError } from '../features/shell';
import { loadLocaleLayout } from '../features/shell/index.server';
import { pageHeaders } from '../lib/request.server';
import type { SessionUser } from '../lib/session.server';

export const loader = loadLocaleLayout;

export const headers = pageHeaders;

export default function LocaleLayoutRoute() {
  const { user, categories, origin } = useLoaderData<typeof loader>() as {
    user: SessionUser | null;
    categories: CategorySummary[];
    origin: string;
  };
  return (
    <LocaleLayout user={user} categories={categories} origin={origin}>
      <Outlet />
    </LocaleLayout>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
