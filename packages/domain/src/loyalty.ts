import { isValidOn, type IsoDate } from './dates';

/** Kinds of loyalty programme: the year-end rebate (RFA) and point cards. */
export const LOYALTY_PROGRAM_TYPES = ['rfa', 'points'] as const;
export type LoyaltyProgramType = (typeof LOYALTY_PROGRAM_TYPES)[number];

export interface LoyaltyValidity {
  program: { dateFrom: IsoDate | null; dateTo: IsoDate | null };
  card: { dateFrom: IsoDate | null; dateTo: IsoDate | null };
}

/**
 * Spec doc 1 §5 / doc 2 §4: a loyalty programme or card is valid only within its dates (bounds inclusive,
 * open ends allowed); a card counts only while both it and its programme are valid.
 */
export function isLoyaltyCardValid(x: LoyaltyValidity, today: IsoDate): boolean {
  return (
    isValidOn({ dateStart: x.program.dateFrom, dateEnd: x.program.dateTo }, today) &&
    isValidOn({ dateStart: x.card.dateFrom, dateEnd: x.card.dateTo }, today)
  );
}

/** Spec doc 1 §9: loyalty data older than this is loaded again. */
export const LOYALTY_MAX_AGE_MS = 60 * 60 * 1000;
