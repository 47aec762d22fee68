import { ForgotPasswordPage } from '../features/registration';
import { forgotPasswordPageAction, loadForgotPasswordPage } from '../features/registration/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.forgot-password';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['forgotPassword.title'] ?? 'Mot de passe oublié'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadForgotPasswordPage;
export const action = forgotPasswordPageAction;

export default function ForgotPasswordPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
