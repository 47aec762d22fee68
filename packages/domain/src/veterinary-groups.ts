/** A veterinary group as the shop shows it (spec doc 1 §3 "Veterinary group"). */
export interface VetGroupLike {
  name: string;
  sequence: number;
}

/**
 * The groups a buyer sees: those whose name contains 'RFA' are hidden (spec doc 1 §5 — they carry the
 * year-end rebate, which has its own card), the rest sorted by sequence (spec §9), then by name so that an
 * equal sequence gives the same order on every page.
 */
export function visibleVetGroups<G extends VetGroupLike>(groups: readonly G[]): G[] {
  return groups
    .filter((g) => !g.name.includes('RFA'))
    .sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
}
