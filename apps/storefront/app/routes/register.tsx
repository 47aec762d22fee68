import { RegisterPage } from '../features/registration';
import { loadRegisterPage, registerPageAction } from '../features/registration/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/register';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [{ title: `${root?.messages?.['register.title'] ?? 'Devenir client'} — Vetshop` }];
}

export const headers = pageHeaders;

export const loader = loadRegisterPage;
export const action = registerPageAction;

export default function RegisterPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
