/** The fields of a cart line that say whether the stock covers it (docs/api.md, refresh_qty_unavailable). */
export interface AvailabilityFields {
  qty_unavailable: number;
  qty_unavailable_diff: number;
}

export type LineAvailability = { kind: 'unavailable'; qty: number } | { kind: 'available_again' } | null;

/**
 * Spec doc 2 §8: units beyond today's stock ("… {qty} unité(s) sont indisponibles."), or a line that became
 * available again (the unavailable quantity went down to 0 since the buyer last saw it).
 */
export function lineAvailability(line: AvailabilityFields | null | undefined): LineAvailability {
  if (!line) return null;
  if (line.qty_unavailable > 0) return { kind: 'unavailable', qty: line.qty_unavailable };
  if (line.qty_unavailable_diff < 0) return { kind: 'available_again' };
  return null;
}

/**
 * Spec doc 1 §4 ("the available number is shown and the rest goes to backorder"): of a line beyond today's
 * stock, how many units can be delivered now and how many will follow. Null when the stock covers it.
 */
export function deliverySplit(
  line: { qty: number; qty_unavailable: number } | null | undefined,
): { now: number; later: number } | null {
  if (!line || line.qty_unavailable <= 0) return null;
  const later = Math.min(line.qty, line.qty_unavailable);
  return { now: line.qty - later, later };
}
