import { GenericFormPage } from '../features/contact';
import { genericFormAction, loadGenericFormPage } from '../features/contact/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/generic-form';
import pageStyles from '../features/contact/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, (t) => args.loaderData?.name ?? t('form.title')) }];
}

export const headers = pageHeaders;
export const loader = loadGenericFormPage;
export const action = genericFormAction;

export default function GenericFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GenericFormPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
