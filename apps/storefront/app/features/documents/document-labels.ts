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

/** The list's state in its URL (ui/list-kit): `?type=invoice&page=2`; the loader reads it with the contract's schema. */
export type DocumentsListState = { type: DocumentFilter; page: number };
export const DOCUMENTS_LIST_DEFAULTS: DocumentsListState = { type: 'all', page: 1 };

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
