import { ContactPage } from '../features/contact';
import { contactAction, loadContactPage } from '../features/contact/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/contact';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [{ title: `${root?.messages?.['contact.title'] ?? 'Contactez-nous'} — Vetshop` }];
}

export const headers = pageHeaders;
export const loader = loadContactPage;
export const action = contactAction;

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
