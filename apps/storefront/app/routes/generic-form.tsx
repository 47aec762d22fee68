import { GenericFormPage } from '../features/contact';
import { genericFormAction, loadGenericFormPage } from '../features/contact/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/generic-form';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.name ?? 'Formulaire'} — Vetshop` }];
}

export const headers = pageHeaders;
export const loader = loadGenericFormPage;
export const action = genericFormAction;

export default function GenericFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GenericFormPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
