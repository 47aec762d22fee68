import { topOrderedQuerySchema } from '@vetshop/contract';
import { readListQuery } from '../../ui/list-kit/index.server';
import type { TopOrderedQuery } from './top-ordered-query';

/**
 * `?top=meds&top_page=2` from the dashboard's URL (GET links: works without JavaScript), read with the contract's
 * schema of the call it makes (`statistics.topOrdered`), so the page accepts the filters and pages the back office
 * does; a value it refuses is the default. The dashboard's other lists share the URL, hence the `top` names.
 */
export function readTopOrderedQuery(params: URLSearchParams): TopOrderedQuery {
  const query = readListQuery(topOrderedQuerySchema, params, { top: 'filter', top_page: 'page' });
  return { filter: query.filter, page: query.page };
}
