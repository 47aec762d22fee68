import { productsOnOrderQuerySchema } from '@vetshop/contract';
import { urls } from '../../lib/urls';
import { listPageLoader, listRead } from '../../ui/list-kit/index.server';
import { PRODUCTS_ON_ORDER_LIST_DEFAULTS } from './backorder-labels';

/**
 * /account/products_on_order: one page of the lines still to deliver, filtered; after a cancellation (the cancel
 * page's redirect) what was cancelled and what is left.
 */
export const loadProductsOnOrderPage = listPageLoader(
  'buyer',
  listRead(productsOnOrderQuerySchema, PRODUCTS_ON_ORDER_LIST_DEFAULTS, {
    restrict: 'restricts[]',
    family: 'families[]',
    page: 'page',
  }),
  urls.productsOnOrder,
  (bo, query) => bo.call('productsOnOrder.list', { query }),
  (_bo, params) => ({ cancelled: cancelledNotice(params) }),
);

/** `?cancelled={line id}&qty=&left=&product=`: numbers checked, the name shown as text. */
function cancelledNotice(params: URLSearchParams) {
  const id = Number(params.get('cancelled') ?? '');
  const qty = Number(params.get('qty') ?? '');
  const left = Number(params.get('left') ?? '');
  const product = (params.get('product') ?? '').slice(0, 300);
  if (![id, qty, left].every((n) => Number.isInteger(n) && n >= 0) || id === 0 || qty === 0) return null;
  return { id, qty, left, product };
}
