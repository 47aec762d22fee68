import type { RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { streamPdf } from '../documents/index.server';

/** GET /{locale}/account/quotations/{id}/download: the quotation's PDF, streamed as the documents are. */
export const loadQuotationDownload = (args: RouteArgs) =>
  streamPdf(args, 'quotations.download', { href: urls.quotations, label: 'quotations.back' });
