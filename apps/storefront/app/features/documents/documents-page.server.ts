import { documentsQuerySchema } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { DOCUMENTS_LIST_DEFAULTS, type DocumentsListState } from './document-labels';

/** /account/documents: one page of the buyer's documents, of one type or all. */
export const loadDocumentsPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const query = readListQuery(documentsQuerySchema, new URL(args.request.url).searchParams, {
    type: 'type',
    page: 'page',
  });
  const list = await bo.call('documents.list', { query });
  const state: DocumentsListState = { type: query.type, page: query.page };
  const pages = pagesOrLast(
    { page: query.page, count: list.count, pageSize: query.per_page },
    listLinks(urls.documents(locale), state, DOCUMENTS_LIST_DEFAULTS).page,
  );
  return data({ list, query: state, pages }, { headers: cacheControl(user) });
});
