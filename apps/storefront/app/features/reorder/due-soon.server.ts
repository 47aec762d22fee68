import type { BackofficeClient } from '../../lib/backoffice.server';
import { BackofficeError } from '../../lib/backoffice.server';
import { DISMISSED_FLAG, dueSoonItemView, type DueSoonItemView } from './due-soon-view';

export interface DueSoonData {
  items: DueSoonItemView[];
  /** The product the buyer just dismissed (the page offers to undo it), if any. */
  dismissed: number | null;
}

/**
 * The signed-in buyer's due products (`GET reorder/due`) for the home and the dashboard. A section the page can
 * do without: a refusal shows no section rather than an error page (a thrown Response — the trip to the login
 * page — still goes through, as does the back office being down, which the page's `page()` turns into a 503).
 */
export async function loadDueSoon(bo: BackofficeClient, url: URL): Promise<DueSoonData> {
  const flag = Number(url.searchParams.get(DISMISSED_FLAG));
  const dismissed = Number.isInteger(flag) && flag > 0 ? flag : null;
  try {
    const { items } = await bo.call('reorder.due');
    return { items: items.map(dueSoonItemView), dismissed };
  } catch (error) {
    if (error instanceof BackofficeError && (error.status === 403 || error.status === 404))
      return { items: [], dismissed: null };
    throw error;
  }
}
