import { GenericFormPage } from '../features/contact';
import { genericFormAction, loadGenericFormPage } from '../features/contact/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/generic-form';

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
