import type { DocumentType } from '@vetshop/contract';
import type { MessageKey } from '../../i18n';

/** The list's filter (spec doc 1 §3 Document types): one type at a time, "all" by default. */
export const DOCUMENT_FILTERS = [
  'all',
  'order',
  'delivery_note',
  'invoice',
  'credit_note',
  'pricelist',
  'discount',
] as const satisfies readonly ('all' | DocumentType)[];
export type DocumentFilter = (typeof DOCUMENT_FILTERS)[number];

export const DOCUMENTS_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

export interface DocumentsQuery {
  type: DocumentFilter;
  page: number;
}

/**
 * The list's state from its URL (`?type=invoice&page=2`, what the filter links and the GET form send):
 * anything unknown falls back to the first page of all documents, never an error for a hand-edited address.
 */
export function parseDocumentsQuery(params: URLSearchParams): DocumentsQuery {
  const raw = params.get('type') ?? '';
  const type = (DOCUMENT_FILTERS as readonly string[]).includes(raw) ? (raw as DocumentFilter) : 'all';
  const pageRaw = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.min(MAX_PAGE, Math.max(1, Number(pageRaw))) : 1;
  return { type, page };
}

/** The list's URL query for a state ("all" and page 1 left out), so links, the form and the pager agree. */
export function documentsSearch(q: DocumentsQuery): string {
  const params = new URLSearchParams();
  if (q.type !== 'all') params.set('type', q.type);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A filter's label (the plural: what the list shows). */
export const FILTER_LABELS = {
  all: 'documents.filter.all',
  order: 'documents.filter.order',
  delivery_note: 'documents.filter.delivery_note',
  invoice: 'documents.filter.invoice',
  credit_note: 'documents.filter.credit_note',
  pricelist: 'documents.filter.pricelist',
  discount: 'documents.filter.discount',
} as const satisfies Record<DocumentFilter, MessageKey>;

/** One document's type, as its title says it (the PDF's own title: "Facture", "Bon de livraison"…). */
export const TYPE_LABELS = {
  order: 'documents.type.order',
  delivery_note: 'documents.type.delivery_note',
  invoice: 'documents.type.invoice',
  credit_note: 'documents.type.credit_note',
  pricelist: 'documents.type.pricelist',
  discount: 'documents.type.discount',
} as const satisfies Record<DocumentType, MessageKey>;

export const CHANNEL_LABELS = {
  fax: 'documents.channel.fax',
  mail: 'documents.channel.mail',
  phone: 'documents.channel.phone',
  web: 'documents.channel.web',
} as const satisfies Record<'fax' | 'mail' | 'phone' | 'web', MessageKey>;
