import { RegisterPage } from '../features/registration';
import { loadRegisterPage, registerPageAction } from '../features/registration/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/register';
import pageStyles from '../features/registration/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

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
