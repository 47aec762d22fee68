import { LoginPage } from '../features/session';
import { loadLoginPage, loginPageAction } from '../features/session/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['login.title'] ?? 'Connexion'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadLoginPage;
export const action = loginPageAction;

export default function LoginPageRoute() {
  return <LoginPage />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
