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

/** Which products of the catalogue a rule counts (every condition given must hold). */
export interface RuleProducts {
  family?: 'meds' | 'food' | 'equipment';
  presentation?: string;
  indication?: string;
  foodRanges?: string[];
  categoryCode?: string;
}

export interface GenLoyaltyProgram {
  name: Localized;
  programType: LoyaltyProgramType;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  timeFrameGte: IsoDate;
  timeFrameLte: IsoDate;
  rules: { name: Localized; sequence: number; color: string; products: RuleProducts }[];
  tiers: { fromCents: number; rateBp: number }[];
  cards: GenLoyaltyCard[];
}

// The demo accounts by their number in demoCustomers: vet 1, pharma 2, student 3.
const VET = customerRef(1);
const PHARMA = customerRef(2);
const STUDENT = customerRef(3);

const rebateName = (year: number): Localized => ({
  fr: `Remise de fin d’année ${year}`,
  nl: `Eindejaarskorting ${year}`,
  en: `Year-end rebate ${year}`,
});

type GenRule = GenLoyaltyProgram['rules'][number];

const RULES: GenRule[] = [
  {
    name: { fr: 'Médicaments', nl: 'Geneesmiddelen', en: 'Medicines' },
    sequence: 1,
    color: '#1d6fa5',
    products: { family: 'meds' },
  },
  {
    name: { fr: 'Alimentation', nl: 'Voeding', en: 'Food' },
    sequence: 2,
    color: '#2f7d32',
    products: { family: 'food' },
  },
  {
    name: { fr: 'Matériel', nl: 'Materiaal', en: 'Equipment' },
    sequence: 3,
    color: '#8a5a00',
    products: { family: 'equipment' },
  },
];

// From 2,500 € of purchases excl. VAT 1 %, from 15,000 € 2 %, from 40,000 € 3 %: the vet's demo history (about
// 11,000 € over the last year) sits between two tiers, so the card shows a rate reached and the next one.
const TIERS = [
  { fromCents: 250_000, rateBp: 100 },
  { fromCents: 1_500_000, rateBp: 200 },
  { fromCents: 4_000_000, rateBp: 300 },
];

/** A year-end rebate card: the programme counts purchases in euros, not points. */
const rebateCard = (ref: string, dateTo: IsoDate | null = null): GenLoyaltyCard => ({
  customerRef: ref,
  points: 0,
  accruedPoints: 0,
  maxPoints: 0,
  maxAccruedPoints: 0,
  dateFrom: null,
  dateTo,
});

/** A points card: `points` collected of `maxPoints`, of which `accruedPoints` already earned for good. */
const pointsCard = (
  ref: string,
  points: number,
  accruedPoints: number,
  maxPoints: number,
  maxAccruedPoints: number,
  dateTo: IsoDate | null = null,
): GenLoyaltyCard => ({
  customerRef: ref,
  points,
  accruedPoints,
  maxPoints,
  maxAccruedPoints,
  dateFrom: null,
  dateTo,
});

// The nutrition club counts the clinic's food ranges, each rule a coloured label of the catalogue.
const NUTRITION_RULES: GenRule[] = [
  {
    name: { fr: 'Aliments secs', nl: 'Droogvoeding', en: 'Dry food' },
    sequence: 1,
    color: '#b45309',
    products: { family: 'food', presentation: 'kibble' },
  },
  {
    name: { fr: 'Aliments humides', nl: 'Natvoeding', en: 'Wet food' },
    sequence: 2,
    color: '#0e7490',
    products: { family: 'food', presentation: 'wet_food' },
  },
  {
    name: { fr: 'Aliments diététiques', nl: 'Dieetvoeding', en: 'Dietetic food' },
    sequence: 3,
    color: '#7c3aed',
    products: { family: 'food', foodRanges: ['renal', 'digestive', 'urinary', 'weight', 'hypoallergenic'] },
  },
];

// The dental campaign's rules, listed in sequence order although inserted the other way round.
const DENTAL_RULES: GenRule[] = [
  {
    name: { fr: 'Hygiène bucco-dentaire', nl: 'Mondhygiëne', en: 'Oral hygiene' },
    sequence: 2,
    color: '#be185d',
    products: { family: 'meds', indication: 'care' },
  },
  {
    name: { fr: 'Détartrage', nl: 'Tandsteenverwijdering', en: 'Scaling' },
    sequence: 1,
    color: '#15803d',
    products: { categoryCode: 'instruments' },
  },
];

/**
 * The demo's loyalty programmes (spec doc 1 §3), valid only within their dates:
 * - this calendar year's year-end rebate (cards for the vet and the pharmacist; the student's card expired
 *   yesterday, so it must not show) and last year's, expired, whose cards must not show either;
 * - this year's nutrition club, a points programme (vet 340 of 1,000 points, 200 of 600 earned; pharmacist);
 * - a dental campaign running from 30 days ago to 60 days ahead (vet 75 of 250 points);
 * - a spring campaign starting in 14 days: the vet's card in it must not show yet.
 */
export function buildLoyalty(today: IsoDate): GenLoyaltyProgram[] {
  const year = Number(today.slice(0, 4));
  const yearOf = (y: number) => ({
    dateFrom: `${y}-01-01`,
    dateTo: `${y}-12-31`,
    timeFrameGte: `${y}-01-01`,
    timeFrameLte: `${y}-12-31`,
  });
  const window = (fromDays: number, toDays: number) => ({
    dateFrom: addDays(today, fromDays),
    dateTo: addDays(today, toDays),
    timeFrameGte: addDays(today, fromDays),
    timeFrameLte: addDays(today, toDays),
  });
  return [
    {
      name: rebateName(year),
      programType: 'rfa',
      ...yearOf(year),
      rules: RULES,
      tiers: TIERS,
      cards: [rebateCard(VET), rebateCard(PHARMA), rebateCard(STUDENT, addDays(today, -1))],
    },
    {
      name: rebateName(year - 1),
      programType: 'rfa',
      ...yearOf(year - 1),
      rules: RULES,
      tiers: TIERS,
      cards: [rebateCard(VET), rebateCard(PHARMA)],
    },
    {
      name: { fr: 'Club Nutrition', nl: 'Voedingsclub', en: 'Nutrition Club' },
      programType: 'points',
      ...yearOf(year),
      rules: NUTRITION_RULES,
      tiers: [],
      cards: [pointsCard(VET, 340, 200, 1000, 600), pointsCard(PHARMA, 120, 80, 1000, 600)],
    },
    {
      name: {
        fr: 'Campagne Santé dentaire',
        nl: 'Campagne Tandgezondheid',
        en: 'Dental Health Campaign',
      },
      programType: 'points',
      ...window(-30, 60),
      rules: DENTAL_RULES,
      tiers: [],
      cards: [pointsCard(VET, 75, 50, 250, 250)],
    },
    {
      name: {
        fr: 'Campagne Antiparasitaires de printemps',
        nl: 'Voorjaarscampagne Antiparasitaire middelen',
        en: 'Spring Parasite Control Campaign',
      },
      programType: 'points',
      ...window(14, 104),
      rules: [
        {
          name: { fr: 'Antiparasitaires', nl: 'Antiparasitaire middelen', en: 'Parasite control' },
          sequence: 1,
          color: '#1d4ed8',
          products: { indication: 'parasites' },
        },
      ],
      tiers: [],
      cards: [pointsCard(VET, 0, 0, 500, 500)],
    },
  ];
}
