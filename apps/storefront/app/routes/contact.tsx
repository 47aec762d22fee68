import { ContactPage } from '../features/contact';
import { contactAction, loadContactPage } from '../features/contact/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/contact';
import pageStyles from '../features/contact/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

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
