import { ContactSuccessPage } from '../features/contact';
import type { Route } from './+types/contact-success';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['contact.success.title'] ?? 'Merci pour votre message'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ContactSuccessRoute() {
  return <ContactSuccessPage />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
