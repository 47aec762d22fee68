import { isLoyaltyCardValid } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { customerRef } from '../codes';
import { buildLoyalty } from './loyalty';

describe('demo loyalty', () => {
  it("gives the vet and the pharmacist a card valid today; the student's and last year's are expired", () => {
    const today = '2026-05-20';
    const valid = buildLoyalty(today).flatMap((p) =>
      p.cards.filter((c) => isLoyaltyCardValid({ program: p, card: c }, today)).map((c) => c.customerRef),
    );
    expect(valid.sort()).toEqual([customerRef(1), customerRef(2)]);
  });
});
