import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import {
  backofficeQuery,
  parseProductsOnOrderQuery,
  productsOnOrderSearch,
  PRODUCTS_ON_ORDER_PAGE_SIZE,
} from './backorders-query';

export const loadProductsOnOrderPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const url = new URL(args.request.url);
  const query = parseProductsOnOrderQuery(url.searchParams);
  const list = await bo.call('productsOnOrder.list', { query: backofficeQuery(query) });
  const pages = Math.max(1, Math.ceil(list.count / PRODUCTS_ON_ORDER_PAGE_SIZE));
  // A page past the end (an old bookmark, a cancellation that emptied the last page) shows the last one.
  if (query.page > pages && list.count > 0)
    throw redirect(`${urls.productsOnOrder(locale)}${productsOnOrderSearch({ ...query, page: pages })}`);
  // Set by the cancel page after a cancellation: the list says what was cancelled and what is left.
  const cancelled = cancelledNotice(url.searchParams);
  return data({ list, query, pages, cancelled }, { headers: cacheControl(user) });
});

/** `?cancelled={line id}&qty=&left=&product=`: numbers checked, the name shown as text. */
function cancelledNotice(params: URLSearchParams) {
  const id = Number(params.get('cancelled') ?? '');
  const qty = Number(params.get('qty') ?? '');
  const left = Number(params.get('left') ?? '');
  const product = (params.get('product') ?? '').slice(0, 300);
  if (![id, qty, left].every((n) => Number.isInteger(n) && n >= 0) || id === 0 || qty === 0) return null;
  return { id, qty, left, product };
}
