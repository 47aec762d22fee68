import { ContactSuccessPage } from '../features/contact';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/contact-success';
import pageStyles from '../features/contact/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'contact.success.title') }, { name: 'robots', content: 'noindex' }];
}

export default function ContactSuccessRoute() {
  return <ContactSuccessPage />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
