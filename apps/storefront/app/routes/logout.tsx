import { LogoutPage } from '../features/session';
import { loadLogoutPage, logoutPageAction } from '../features/session/index.server';
import { pageHeaders } from '../lib/request.server';

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadLogoutPage;
export const action = logoutPageAction;

export default function LogoutPageRoute() {
  return <LogoutPage />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
