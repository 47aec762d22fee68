import { describe, expect, it } from 'vitest';
import { visibleVetGroups } from './veterinary-groups';

describe('visibleVetGroups', () => {
  it("hides the groups whose name contains 'RFA' and sorts the rest by sequence", () => {
    const groups = [
      { id: 1, name: 'Vet Efficiency', sequence: 20 },
      { id: 2, name: 'RFA 2026', sequence: 1 },
      { id: 3, name: 'Groupe équin', sequence: 10 },
      { id: 4, name: 'Clinique RFA Sud', sequence: 5 },
    ];
    expect(visibleVetGroups(groups).map((g) => g.id)).toEqual([3, 1]);
  });

  it('keeps names that only resemble it (the rule is the exact letters RFA)', () => {
    expect(visibleVetGroups([{ name: 'Rfa light', sequence: 1 }])).toHaveLength(1);
  });

  it('orders equal sequences by name and does not change its input', () => {
    const groups = [
      { name: 'B', sequence: 1 },
      { name: 'A', sequence: 1 },
    ];
    expect(visibleVetGroups(groups).map((g) => g.name)).toEqual(['A', 'B']);
    expect(groups[0]!.name).toBe('B');
  });
});
