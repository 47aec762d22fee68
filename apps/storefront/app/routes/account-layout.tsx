import { AccountLayout } from '../features/account';

/** Frame of the account pages (/account/*): their navigation; each page's loader requires the buyer. */
export default function AccountLayoutRoute() {
  return <AccountLayout />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
