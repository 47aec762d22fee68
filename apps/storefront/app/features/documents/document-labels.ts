import { DOCUMENT_TYPES, SALE_CHANNELS, type DocumentType } from '@vetshop/domain';
import { labelKeys } from '../../ui/list-kit';

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
export const FILTER_LABELS = labelKeys(DOCUMENT_FILTERS, (filter) => `documents.filter.${filter}`);

/** One document's type, as its title says it (the PDF's own title: "Facture", "Bon de livraison"…). */
export const TYPE_LABELS = labelKeys(DOCUMENT_TYPES, (type) => `documents.type.${type}`);

export const CHANNEL_LABELS = labelKeys(SALE_CHANNELS, (channel) => `documents.channel.${channel}`);
