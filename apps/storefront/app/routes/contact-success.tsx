import { ContactSuccessPage } from '../features/contact';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/contact-success';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'contact.success.title') }, { name: 'robots', content: 'noindex' }];
}

export default function ContactSuccessRoute() {
  return <ContactSuccessPage />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
