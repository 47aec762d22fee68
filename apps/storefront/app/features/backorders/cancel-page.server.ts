import type { ErrorBody } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { readForm } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parseCancelQuantity } from './backorder-labels';

function lineId(args: RouteArgs): number {
  const id = parseId(args.params.id);
  if (id === null) throw data({ reason: 'not_found' }, { status: 404 });
  return id;
}

/** The cancel page shows the line (its detail) and, when it can be cancelled, the quantity form. */
export const loadCancelBackorderPage = page(async (args: RouteArgs) => {
  const { bo, user } = await requireUser(args);
  const line = await bo.call('productsOnOrder.get', { params: { id: lineId(args) } });
  return data({ line }, { headers: cacheControl(user) });
});

/**
 * What the form gets back: the quantity typed (never lost), and either the confirmation step, the spec's
 * validation message, or the back office's refusal inside 'La commande ce produit n'a pas pu être annulée'.
 */
export type CancelBackorderResult =
  | { step: 'confirm'; quantity: number }
  | { step: 'form'; value: string; problem: 'quantity'; max: number }
  | { step: 'form'; value: string; problem: 'failed'; error: string | null };

/**
 * Two posts without JavaScript: `intent=review` checks the quantity and asks for confirmation,
 * `intent=confirm` cancels and returns to the list, which says what was cancelled and what is left.
 */
export const cancelBackorderAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const id = lineId(args);
  const line = await bo.call('productsOnOrder.get', { params: { id } });
  const raw = form.get('quantity');
  const value = typeof raw === 'string' ? raw.slice(0, 20) : '';
  const quantity = parseCancelQuantity(raw, line.qty_cancellable);
  if (quantity === null)
    return data(
      { step: 'form', value, problem: 'quantity', max: line.qty_cancellable } satisfies CancelBackorderResult,
      { status: 400 },
    );
  if (form.get('intent') !== 'confirm')
    return data({ step: 'confirm', quantity } satisfies CancelBackorderResult);

  const res = await bo.send('productsOnOrder.cancel', { params: { id }, body: { quantity } });
  if (res.ok) {
    const after = (await res.json()) as { description: string; qty_in_backorder: number };
    const params = new URLSearchParams({
      cancelled: String(id),
      qty: String(quantity),
      left: String(after.qty_in_backorder),
      product: after.description,
    });
    throw redirect(`${urls.productsOnOrder(locale)}?${params.toString()}`);
  }
  // The back office's message is in the buyer's language (Accept-Language): it says why.
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  return data(
    { step: 'form', value, problem: 'failed', error: body?.message ?? null } satisfies CancelBackorderResult,
    { status: res.status >= 500 ? 503 : res.status },
  );
});
