import type { Quotation } from '@vetshop/contract';
import { BackofficeError, BackofficeUnavailable, type BackofficeClient } from '../../lib/backoffice.server';
import { quotationRefusal, type QuotationRefusal } from '../../lib/backoffice-messages';
import type { KnownReference } from './reference';

/** A quotation call's outcome for a page: the quotation after it, or why it was refused (said to the buyer). */
export type QuotationOutcome<T = Quotation> =
  { ok: true; value: T } | { ok: false; status: number; refusal: QuotationRefusal; message: string | null };

/**
 * Runs a back-office call of the quotation pages and turns a refusal into a value (doc 2 §8: the page says why,
 * keeping what was typed). A 401 still goes to the login page (bo.call throws its redirect); another customer's
 * quotation (404) is a refusal here too, the loader that shows the page answers the 404.
 */
export async function attempt<T>(call: () => Promise<T>): Promise<QuotationOutcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof BackofficeUnavailable)
      return { ok: false, status: 503, refusal: 'unavailable', message: null };
    if (error instanceof BackofficeError)
      return {
        ok: false,
        status: error.status >= 400 && error.status < 600 ? error.status : 500,
        refusal: quotationRefusal(error.status, error.body?.code),
        message: error.body?.message ?? null,
      };
    throw error;
  }
}

/**
 * Every reference of the buyer's quotations, for the client-side uniqueness check (spec doc 1 §5): the list's
 * largest page (999) is read once; a buyer with more sees the back office's 409 for the others.
 */
export async function knownReferences(bo: BackofficeClient): Promise<KnownReference[]> {
  try {
    const all = await bo.call('quotations.list', { query: { page: 1, page_size: 999 } });
    return all.items.map((q) => ({ id: q.id, ref: q.client_order_ref }));
  } catch (error) {
    // Without the list the check is left to the back office (its 409 is shown on the field).
    if (error instanceof BackofficeError) return [];
    throw error;
  }
}
