import { AccountLayout } from '../features/account';
import { QuotationBanner } from '../features/quotations';
import { loadAccountBanner } from '../features/quotations/index.server';
import type { Route } from './+types/account-layout';
import layoutStyles from '../features/account/layout.css?url';

/** The frame's styles, for every page inside it (after root.tsx's shared sheet, before the page's own). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: layoutStyles }];

/** The banner's counts (quotations waiting for the buyer): one call per request, nothing on failure. */
export const loader = loadAccountBanner;

/** Frame of the account pages (/account/*): their navigation; each page's loader requires the buyer. */
export default function AccountLayoutRoute({ loaderData }: Route.ComponentProps) {
  return <AccountLayout banner={<QuotationBanner counts={loaderData.quotationCounts} />} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
