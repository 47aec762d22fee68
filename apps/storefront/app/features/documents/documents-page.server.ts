import { documentsQuerySchema } from '@vetshop/contract';
import { urls } from '../../lib/urls';
import { listPageLoader, listRead } from '../../ui/list-kit/index.server';
import { DOCUMENTS_LIST_DEFAULTS } from './document-labels';

/** /account/documents: one page of the buyer's documents, of one type or all. */
export const loadDocumentsPage = listPageLoader(
  'buyer',
  listRead(documentsQuerySchema, DOCUMENTS_LIST_DEFAULTS, { type: 'type', page: 'page' }),
  urls.documents,
  (bo, query) => bo.call('documents.list', { query }),
);
