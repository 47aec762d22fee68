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
