import type { DocumentItem } from '@vetshop/contract';
import { BackofficeError, type BackofficeClient } from '../../lib/backoffice.server';

/**
 * The documents of one order, for the order page (its confirmation, delivery notes, invoice, credit notes).
 * The order page stays usable when they cannot be read: null, and the page offers the confirmation only.
 */
export async function saleDocuments(bo: BackofficeClient, saleId: number): Promise<DocumentItem[] | null> {
  try {
    const list = await bo.call('documents.list', { query: { sale_id: saleId, per_page: 100 } });
    return list.items;
  } catch (error) {
    if (error instanceof BackofficeError) return null;
    throw error;
  }
}
