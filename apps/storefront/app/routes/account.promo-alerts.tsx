import { PromoAlertsPage } from '../features/promo-alerts';
import { loadPromoAlertsPage, promoAlertAction } from '../features/promo-alerts/index.server';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.promo-alerts';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['promoAlerts.title'] ?? 'Alertes de fin de promotion'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = loadPromoAlertsPage;
export const action = promoAlertAction;

export default function PromoAlertsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PromoAlertsPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
