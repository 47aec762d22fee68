import type { Localized } from '@vetshop/db';
import { addDays } from '../dates';
import type { IsoDate, LoyaltyProgramType } from '@vetshop/domain';
import { customerRef } from '../codes';

export interface GenLoyaltyCard {
  customerRef: string;
  points: number;
  accruedPoints: number;
  maxPoints: number;
  maxAccruedPoints: number;
  dateFrom: IsoDate | null;
  dateTo: IsoDate | null;
}

export interface GenLoyaltyProgram {
  name: Localized;
  programType: LoyaltyProgramType;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  timeFrameGte: IsoDate;
  timeFrameLte: IsoDate;
  rules: { name: Localized; sequence: number; color: string }[];
  tiers: { fromCents: number; rateBp: number }[];
  cards: GenLoyaltyCard[];
}

// The demo accounts by their number in demoCustomers: vet 1, pharma 2, student 3.
const VET = customerRef(1);
const PHARMA = customerRef(2);
const STUDENT = customerRef(3);

const rebateName = (year: number): Localized => ({
  fr: `Remise de fin d'année ${year}`,
  nl: `Eindejaarskorting ${year}`,
  en: `Year-end rebate ${year}`,
});

const RULES = [
  { name: { fr: 'Médicaments', nl: 'Geneesmiddelen', en: 'Medicines' }, sequence: 1, color: '#1d6fa5' },
  { name: { fr: 'Alimentation', nl: 'Voeding', en: 'Food' }, sequence: 2, color: '#2f7d32' },
  { name: { fr: 'Matériel', nl: 'Materiaal', en: 'Equipment' }, sequence: 3, color: '#8a5a00' },
];

// From 2,500 € of purchases excl. VAT 1 %, from 15,000 € 2 %, from 40,000 € 3 %: the vet's demo history (about
// 11,000 € over the last year) sits between two tiers, so the card shows a rate reached and the next one.
const TIERS = [
  { fromCents: 250_000, rateBp: 100 },
  { fromCents: 1_500_000, rateBp: 200 },
  { fromCents: 4_000_000, rateBp: 300 },
];

const card = (ref: string, points: number, dateTo: IsoDate | null = null): GenLoyaltyCard => ({
  customerRef: ref,
  points,
  accruedPoints: Math.round(points * 0.6),
  maxPoints: 1000,
  maxAccruedPoints: 600,
  dateFrom: null,
  dateTo,
});

/**
 * The demo's year-end rebate programmes: this calendar year's (cards for the vet and the pharmacist; the
 * student's card expired yesterday, so it must not show) and last year's, expired, whose cards must not show
 * either.
 */
export function buildLoyalty(today: IsoDate): GenLoyaltyProgram[] {
  const year = Number(today.slice(0, 4));
  const yearOf = (y: number) => ({
    dateFrom: `${y}-01-01`,
    dateTo: `${y}-12-31`,
    timeFrameGte: `${y}-01-01`,
    timeFrameLte: `${y}-12-31`,
  });
  return [
    {
      name: rebateName(year),
      programType: 'rfa',
      ...yearOf(year),
      rules: RULES,
      tiers: TIERS,
      cards: [card(VET, 340), card(PHARMA, 120), card(STUDENT, 10, addDays(today, -1))],
    },
    {
      name: rebateName(year - 1),
      programType: 'rfa',
      ...yearOf(year - 1),
      rules: RULES,
      tiers: TIERS,
      cards: [card(VET, 800), card(PHARMA, 500)],
    },
  ];
}
