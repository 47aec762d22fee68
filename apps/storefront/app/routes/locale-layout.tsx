import type { CategorySummary } from '@vetshop/contract';
import { Outlet, useLoaderData } from 'react-router';
import type { SiteContent } from '../features/content';
import { LocaleLayout, RouteError } from '../features/shell';
import { loadLocaleLayout } from '../features/shell/index.server';
import { pageHeaders } from '../lib/request.server';
import type { SessionUser } from '../lib/session.server';

export const loader = loadLocaleLayout;

export const headers = pageHeaders;

export default function LocaleLayoutRoute() {
  const { user, categories, content, origin } = useLoaderData<typeof loader>() as {
    user: SessionUser | null;
    categories: CategorySummary[];
    content: SiteContent;
    origin: string;
  };
  return (
    <LocaleLayout user={user} categories={categories} content={content} origin={origin}>
      <Outlet />
    </LocaleLayout>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
