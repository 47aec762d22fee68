import { redirect } from 'react-router';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireUser } from '../../lib/request.server';
import { safeRedirect, urls } from '../../lib/urls';
import { DISMISSED_FLAG } from './due-soon-view';

/**
 * POST `/{locale}/account/reorder/dismissed` from a "due soon" section: `product_id`, `undo` ("1" to undo a
 * dismissal) and `back` (the page the form was on). Dismisses (or undoes) through the back office, then returns
 * to that page — a plain form post and a redirect, so it works without JavaScript and a reload asks nothing
 * again — with the dismissed product in the query, for the section's "undo". `#due-soon` keeps the buyer at the
 * section. A malformed product id does nothing and goes back.
 */
export const reorderDismissAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const back = new URL(safeRedirect(form.get('back'), urls.home(locale)), 'http://shop.invalid');
  back.searchParams.delete(DISMISSED_FLAG);
  const id = Number(form.get('product_id'));
  if (Number.isInteger(id) && id > 0) {
    if (form.get('undo') === '1') {
      await bo.call('reorder.undismiss', { params: { product_id: id } });
    } else {
      await bo.call('reorder.dismiss', { body: { product_id: id } });
      back.searchParams.set(DISMISSED_FLAG, String(id));
    }
  }
  return redirect(`${back.pathname}${back.search}#due-soon`);
});
