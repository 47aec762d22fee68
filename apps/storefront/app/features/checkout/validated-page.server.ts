import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parseId } from '../../lib/params';

export const loadValidatedPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const id = parseId(new URL(args.request.url).searchParams.get('order') ?? undefined);
  if (id === null) throw redirect(urls.sales(locale));
  const sale = await bo.call('sales.get', { params: { id } });
  return data(
    {
      order: { id: sale.id, name: sale.name, total: sale.amount.total, stateLabel: sale.state_label },
      // An order placed from a cart carries that cart's uuid (docs/api.md, checkout): the cart now ordered.
      cartUuid: sale.uuid,
    },
    { headers: cacheControl(user) },
  );
});
