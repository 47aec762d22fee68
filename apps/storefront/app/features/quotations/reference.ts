/**
 * Quotation reference uniqueness, checked on the client (spec doc 1 §5, doc 2 §5) before the back office checks
 * it again (409 duplicate_reference): two references are the same when they differ only by case or spacing.
 */
export function normalizeReference(ref: string): string {
  return ref.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

export interface KnownReference {
  id: number;
  ref: string | null;
}

/**
 * True when `ref` is already the reference of another of the buyer's quotations (`exceptId`: the quotation
 * being edited keeps its own). An empty reference is never taken: a quotation may have none.
 */
export function referenceTaken(ref: string, known: readonly KnownReference[], exceptId?: number): boolean {
  const wanted = normalizeReference(ref);
  if (wanted === '') return false;
  return known.some((q) => q.id !== exceptId && q.ref !== null && normalizeReference(q.ref) === wanted);
}
