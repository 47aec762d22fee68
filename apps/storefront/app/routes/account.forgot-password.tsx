import { ForgotPasswordPage } from '../features/registration';
import { forgotPasswordPageAction, loadForgotPasswordPage } from '../features/registration/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.forgot-password';
import pageStyles from '../features/registration/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'forgotPassword.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadForgotPasswordPage;
export const action = forgotPasswordPageAction;

export default function ForgotPasswordPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
