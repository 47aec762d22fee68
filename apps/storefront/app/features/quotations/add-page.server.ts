import { data, redirect } from 'react-router';
import { parseId } from '../../lib/params';
import { readForm } from '../../lib/mutation-guard.server';
import { cacheControl, page, requireUser, type RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { addProductToQuotation, type QuoteDialogData } from './add-product.server';
import type { QuoteTyped } from './quote-fields';

/**
 * GET /{locale}/account/quotations/add?product={id}: the product page's quotation dialog as a page — the link the
 * dialog intercepts once JavaScript runs, so that without it the buyer gets the same form. A quotation-only
 * product is a request (with "send the request now"), any other an addition to a quotation. A product the
 * buyer may not see is a 404 (decision 008).
 */
export const loadQuotationAddPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const id = parseId(new URL(args.request.url).searchParams.get('product') ?? undefined);
  if (id === null) throw data({ reason: 'not_found' }, { status: 404 });
  const [variants, list] = await Promise.all([
    bo.call('catalogue.variantsByIds', { query: { ids: [id], locale } }),
    bo.call('quotations.list', { query: { page: 1, page_size: 999 } }),
  ]);
  const variant = variants.items.find((v) => v.id === id);
  if (!variant) throw data({ reason: 'not_found' }, { status: 404 });
  const choices: QuoteDialogData = {
    signedIn: true,
    drafts: list.items
      .filter((q) => q.quotation_state === 'draft')
      .map((q) => ({ id: q.id, name: q.name, ref: q.client_order_ref })),
    known: list.items.map((q) => ({ id: q.id, ref: q.client_order_ref })),
  };
  return data(
    {
      product: {
        id: variant.id,
        name: variant.name,
        url: urls.product(locale, variant.product.url_key, variant.id),
      },
      mode: variant.product.flags.order_mode === 'quotation' ? ('request' as const) : ('add' as const),
      choices,
    },
    { headers: cacheControl(user) },
  );
});

/**
 * POST: the dialog's action (same checks, same back-office calls); done → the quotation's page; refused → this
 * page again with the refusal and everything the buyer chose and typed.
 */
export const quotationAddPageAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const { result, status } = await addProductToQuotation(bo, form);
  if (result.ok) throw redirect(urls.quotation(locale, result.id));
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value.slice(0, 2000) : '';
  };
  const typed: QuoteTyped = {
    quantity: text('quantity'),
    ref: text('client_order_ref'),
    note: text('note'),
    sendNow: form.get('send_now') === 'yes',
  };
  return data({ result, typed, target: text('target') || 'new' }, { status });
});
