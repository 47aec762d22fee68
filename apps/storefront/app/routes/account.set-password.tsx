import { SetPasswordPage } from '../features/registration';
import { setPasswordPageAction, loadSetPasswordPage } from '../features/registration/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.set-password';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['setPassword.title'] ?? 'Choisir votre mot de passe'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadSetPasswordPage;
export const action = setPasswordPageAction;

export default function SetPasswordPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SetPasswordPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
