import { ContactPage } from '../features/contact';
import { contactAction, loadContactPage } from '../features/contact/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/contact';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'contact.title') }];
}

export const headers = pageHeaders;
export const loader = loadContactPage;
export const action = contactAction;

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
