import { data, redirect } from 'react-router';
import type { QuotationRefusal } from '../../lib/backoffice-messages';
import { readForm } from '../../lib/mutation-guard.server';
import { requireUser, type RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { attempt } from './quotation-calls.server';

export type FromCartResult =
  | { ok: true; id: number; name: string }
  | { ok: false; refusal: QuotationRefusal; message: string | null; quotationId: number | null };

/**
 * POST /{locale}/account/quotations/from-cart: the cart page's "turn into a quotation request" —
 * `quotations.create` with `from_cart` (the back office copies its cart's lines, leaving the cart as it is), then
 * `request_quotation`. The page's script empties the cart through the cart engine when the buyer asked for it
 * (offline and refusal rules hold), then opens the quotation; without JavaScript the answer goes there directly.
 */
export async function fromCartAction(args: RouteArgs) {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const scripted = form.get('js') === '1';
  const created = await attempt(() => bo.call('quotations.create', { body: { from_cart: true } }));
  if (!created.ok)
    return data(
      {
        ok: false,
        refusal: created.refusal,
        message: created.message,
        quotationId: null,
      } satisfies FromCartResult,
      { status: created.status },
    );
  const { id, name } = created.value;
  const sent = await attempt(() => bo.call('quotations.request', { params: { id } }));
  if (!sent.ok) {
    // The quotation exists as a draft: the buyer can send it from its page.
    if (!scripted) throw redirect(urls.quotation(locale, id));
    return data(
      { ok: false, refusal: sent.refusal, message: sent.message, quotationId: id } satisfies FromCartResult,
      { status: sent.status },
    );
  }
  if (!scripted) throw redirect(`${urls.quotation(locale, id)}?done=requested`);
  return { ok: true, id, name } satisfies FromCartResult;
}

/** The route has no page: a GET goes to the cart. */
export function loadFromCart(args: RouteArgs) {
  const locale = args.params.locale;
  return redirect(`/${typeof locale === 'string' && /^(fr|nl|en)$/.test(locale) ? locale : 'fr'}/cart`);
}
