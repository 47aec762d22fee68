import { RegisterPage } from '../features/registration';
import { loadRegisterPage, registerPageAction } from '../features/registration/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/register';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'register.title') }];
}

export const headers = pageHeaders;

export const loader = loadRegisterPage;
export const action = registerPageAction;

export default function RegisterPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
