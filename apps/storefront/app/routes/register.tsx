import { RegisterPage } from '../features/session';
import { loadRegisterPage } from '../features/session/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/register';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [{ title: `${root?.messages?.['register.title'] ?? 'Devenir client'} — Vetshop` }];
}

export const headers = pageHeaders;

export const loader = loadRegisterPage;

export default function RegisterPageRoute() {
  return <RegisterPage />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
