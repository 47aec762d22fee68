import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { parseId } from '../../lib/params';
import { saleDocuments } from '../documents/index.server';

export const loadSalePage = page(async (args: RouteArgs) => {
  const { bo, user } = await requireUser(args);
  const id = parseId(args.params.id);
  if (id === null) throw data({ reason: 'not_found' }, { status: 404 });
  // Another customer's order is a 404 from the back office: page() shows the 404 screen.
  const [sale, documents] = await Promise.all([
    bo.call('sales.get', { params: { id } }),
    // The order's PDFs (issue 9 §2); another customer's order lists none, and its page is a 404 anyway.
    saleDocuments(bo, id),
  ]);
  return data({ sale, documents }, { headers: cacheControl(user) });
});
