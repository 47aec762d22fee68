import { ValidateEmailPage } from '../features/registration';
import { validateEmailPageAction, loadValidateEmailPage } from '../features/registration/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.validate-email';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['validateEmail.title'] ?? 'Vérification de l’adresse e-mail'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadValidateEmailPage;
export const action = validateEmailPageAction;

export default function ValidateEmailPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ValidateEmailPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
