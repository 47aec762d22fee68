import { ConfirmPage } from '../features/checkout';
import { confirmPageAction, loadConfirmPage } from '../features/checkout/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/cart-confirm';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['confirm.title'] ?? 'Confirmation'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadConfirmPage;
export const action = confirmPageAction;

export default function ConfirmPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
