import { productsOnOrderQuerySchema } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { PRODUCTS_ON_ORDER_LIST_DEFAULTS, type ProductsOnOrderListState } from './backorder-labels';

export const loadProductsOnOrderPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const url = new URL(args.request.url);
  const query = readListQuery(productsOnOrderQuerySchema, url.searchParams, {
    restrict: 'restricts[]',
    family: 'families[]',
    page: 'page',
  });
  const list = await bo.call('productsOnOrder.list', { query });
  const state: ProductsOnOrderListState = {
    restrict: query['restricts[]'][0] ?? 'all',
    family: query['families[]'],
    page: query.page,
  };
  // A page past the end (an old bookmark, a cancellation that emptied the last page) shows the last one.
  const pages = pagesOrLast(
    { page: query.page, count: list.count, pageSize: query.per_page },
    listLinks(urls.productsOnOrder(locale), state, PRODUCTS_ON_ORDER_LIST_DEFAULTS).page,
  );
  // Set by the cancel page after a cancellation: the list says what was cancelled and what is left.
  const cancelled = cancelledNotice(url.searchParams);
  return data({ list, query: state, pages, cancelled }, { headers: cacheControl(user) });
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
