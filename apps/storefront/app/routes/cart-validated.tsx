import type { SaleDetail } from '@vetshop/contract';
import { useEffect, useRef } from 'react';
import { data, Link, redirect } from 'react-router';
import { useCart } from '../features/cart';
import { euros } from '../lib/format';
import { parseId } from '../features/orders';
import { useI18n } from '../i18n';
import { cacheControl, page, pageHeaders, requireUser } from '../lib/request.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/cart-validated';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['validated.title'] ?? 'Commande passée'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = page(async (args: Route.LoaderArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const id = parseId(new URL(args.request.url).searchParams.get('order') ?? undefined);
  if (id === null) throw redirect(urls.sales(locale));
  const sale = await bo.get<SaleDetail>(`/sales/${id}`);
  return data(
    { order: { id: sale.id, name: sale.name, total: sale.amount.total, stateLabel: sale.state_label } },
    { headers: cacheControl(user) },
  );
});

export default function CartValidated({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { locale, t } = useI18n();
  const cart = useCart();

  // The engine's cart is now an order: a forced sync closes it on this device (and in the other tabs).
  const synced = useRef(false);
  const { ready, sync } = cart;
  useEffect(() => {
    if (!ready || synced.current) return;
    synced.current = true;
    void sync({ force: true });
  }, [ready, sync]);

  return (
    <section className="validated" aria-labelledby="validated-title">
      <h1 id="validated-title">{t('validated.title')}</h1>
      <p className="validated-summary">
        {t('validated.summary', { order: order.name, total: euros(order.total, locale) })}
      </p>
      <p>{t('validated.next')}</p>
      <p className="button-row">
        <Link to={urls.sale(locale, order.id)} className="button button-primary">
          {t('validated.detail')}
        </Link>
        <Link to={urls.home(locale)} className="button">
          {t('validated.continue')}
        </Link>
      </p>
    </section>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
