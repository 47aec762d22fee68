import { ValidateEmailPage } from '../features/registration';
import { validateEmailPageAction, loadValidateEmailPage } from '../features/registration/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.validate-email';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'validateEmail.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadValidateEmailPage;
export const action = validateEmailPageAction;

export default function ValidateEmailPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ValidateEmailPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
