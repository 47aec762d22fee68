import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { DOCUMENTS_PAGE_SIZE, documentsSearch, parseDocumentsQuery } from './documents-query';

/** /account/documents: one page of the buyer's documents, of one type or all. */
export const loadDocumentsPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const query = parseDocumentsQuery(new URL(args.request.url).searchParams);
  const list = await bo.call('documents.list', {
    query: { page: query.page, per_page: DOCUMENTS_PAGE_SIZE, type: query.type },
  });
  const pages = Math.max(1, Math.ceil(list.count / DOCUMENTS_PAGE_SIZE));
  // A page past the end (an old bookmark) shows the last one.
  if (query.page > pages && list.count > 0)
    throw redirect(`${urls.documents(locale)}${documentsSearch({ ...query, page: pages })}`);
  return data({ list, query, pages }, { headers: cacheControl(user) });
});
