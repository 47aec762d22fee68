import { addDays } from '../dates';
import { loc, same } from '../text';
import { rule } from './pricing';
import { inStock, medicineDraft, pack, prices, type ShowcaseProduct } from './showcase-kit';

const AMOXICILLIN = loc('amoxicilline', 'amoxicilline', 'amoxicillin');
const CARPROFEN = loc('carprofène', 'carprofen', 'carprofen');
const DOG = loc('chien', 'hond', 'dog');
const TABLETS_50MG = {
  strength: '50 mg',
  form: 'tablet' as const,
  species: ['dog' as const],
  indication: 'pain' as const,
};

/** Showcase products 1–8: prices per role, discounts, promotions, stock states and substitutes. */
export const PRICE_AND_STOCK_SHOWCASE: ShowcaseProduct[] = [
  {
    key: 'amoxicillin',
    number: 1,
    purpose:
      'Two variants, distinct prices per role, a veterinary base discount and quantity breaks (vets and pharmacists)',
    draft: medicineDraft({
      invented: 'Amoxivantis',
      inn: AMOXICILLIN,
      strength: '250 mg',
      form: 'tablet',
      species: ['dog', 'cat'],
      indication: 'infection',
      category: 'antibiotics-oral',
      brandCode: 'nordamed',
      classAmcra: 'yellow',
    }),
    variants: [
      {
        ...pack('10 comprimés', '10 tabletten', '10 tablets'),
        gross: prices(1200, 1320, 1380, 1500),
        indicatedPriceCents: 1950,
        stock: inStock(250),
      },
      {
        ...pack('100 comprimés', '100 tabletten', '100 tablets'),
        gross: prices(8900, 9790, 10230, 11100),
        indicatedPriceCents: 14400,
        stock: inStock(120),
      },
    ],
    rules: (sku) =>
      [1, 2].flatMap((v) => [
        rule.discount(sku(v), 'veterinary', 400),
        ...(['veterinary', 'pharmacist'] as const).flatMap((pl) => [
          rule.discount(sku(v), pl, 500, { min: 6 }),
          rule.discount(sku(v), pl, 800, { min: 12 }),
          rule.discount(sku(v), pl, 1200, { min: 24 }),
        ]),
      ]),
  },
  {
    key: 'promotion',
    number: 2,
    purpose:
      'Supplier promotion 10 + 1 valid today; supplier discount 5 % for all, 10 % for vets (veterinary variant)',
    draft: medicineDraft({
      invented: 'Fiprozen',
      inn: same('fipronil'),
      strength: '268 mg',
      form: 'pipette',
      species: ['dog'],
      indication: 'parasites',
      category: 'antiparasitics-external',
      brandCode: 'vetrion',
      suffix: DOG,
    }),
    variants: [
      {
        ...pack('3 pipettes', '3 pipetten', '3 pipettes'),
        gross: prices(1450, 1595, 1520, 1740),
        indicatedPriceCents: 2350,
        stock: inStock(400),
      },
    ],
    rules: (sku, today) => {
      const d = { start: addDays(today, -30), end: addDays(today, 30) };
      return [
        rule.promotion(sku(1), 10, 1, d),
        rule.supplierDiscount(sku(1), 500, d),
        rule.supplierDiscount(sku(1), 1000, { ...d, veterinary: true }),
      ];
    },
  },
  {
    key: 'exclusive',
    number: 3,
    purpose:
      'Exclusive 15 % discount for vets suppresses the 10 % supplier discount; pharmacists get the supplier discount',
    draft: medicineDraft({
      invented: 'Melozen',
      inn: loc('méloxicam', 'meloxicam', 'meloxicam'),
      strength: '1.5 mg/ml',
      form: 'oral_suspension',
      species: ['dog'],
      indication: 'pain',
      category: 'nsaids',
      brandCode: 'alvena-vet',
      suffix: DOG,
    }),
    variants: [
      {
        ...pack('Flacon de 32 ml', 'Fles van 32 ml', '32 ml bottle'),
        gross: prices(1900, 2090, 1995, 2280),
        indicatedPriceCents: 2990,
        stock: inStock(180),
      },
    ],
    rules: (sku, today) => [
      rule.discount(sku(1), 'veterinary', 1500, { exclusive: true }),
      rule.supplierDiscount(sku(1), 1000, { start: addDays(today, -60) }),
    ],
  },
  {
    key: 'outOfStock',
    number: 4,
    purpose: 'Out of stock (no stock, nothing incoming) with two substitutes: VS-000007-1 and VS-000008-1',
    draft: medicineDraft({
      invented: 'Carprolis',
      inn: CARPROFEN,
      ...TABLETS_50MG,
      category: 'nsaids',
      brandCode: 'zoalis-pharma',
    }),
    variants: [
      {
        ...pack('100 comprimés', '100 tabletten', '100 tablets'),
        gross: prices(3450, 3795, 3620, 4140),
        indicatedPriceCents: 5590,
        stock: { qtyAvailable: 0 },
      },
    ],
    substitutes: ['VS-000007-1', 'VS-000008-1'],
  },
  {
    key: 'resupplying',
    number: 5,
    purpose: 'Resupplying: no stock, 48 units incoming in 7 days',
    draft: medicineDraft({
      invented: 'Pimocard',
      inn: loc('pimobendane', 'pimobendan', 'pimobendan'),
      strength: '5 mg',
      form: 'chewable',
      species: ['dog'],
      indication: 'cardiology',
      category: 'heart-failure',
      brandCode: 'brisovet',
      suffix: DOG,
    }),
    variants: [
      {
        ...pack('50 comprimés à croquer', '50 kauwtabletten', '50 chewable tablets'),
        gross: prices(6200, 6820, 6510, 7440),
        indicatedPriceCents: 9990,
        stock: { qtyAvailable: 0, qtyIncoming: 48, resupplyInDays: 7 },
      },
    ],
  },
  {
    key: 'limitedStock',
    number: 6,
    purpose: 'In limited stock: 3 units (threshold 10)',
    draft: medicineDraft({
      invented: 'Benazon',
      inn: loc('bénazépril', 'benazepril', 'benazepril'),
      strength: '5 mg',
      form: 'tablet',
      species: ['dog', 'cat'],
      indication: 'cardiology',
      category: 'heart-failure',
      brandCode: 'medivan',
    }),
    variants: [
      {
        ...pack('28 comprimés', '28 tabletten', '28 tablets'),
        gross: prices(1680, 1850, 1765, 2015),
        indicatedPriceCents: 2690,
        stock: { qtyAvailable: 3 },
      },
    ],
  },
  {
    key: 'substituteA',
    number: 7,
    purpose: 'First substitute of VS-000004-1 (carprofen, in stock)',
    draft: medicineDraft({
      invented: 'Rimodal',
      inn: CARPROFEN,
      ...TABLETS_50MG,
      category: 'nsaids',
      brandCode: 'kestrel-animal-health',
    }),
    variants: [
      {
        ...pack('100 comprimés', '100 tabletten', '100 tablets'),
        gross: prices(3290, 3620, 3455, 3950),
        indicatedPriceCents: 5290,
        stock: inStock(300),
      },
    ],
  },
  {
    key: 'substituteB',
    number: 8,
    purpose: 'Second substitute of VS-000004-1 (carprofen, in stock)',
    draft: medicineDraft({
      invented: 'Carpovet',
      inn: CARPROFEN,
      ...TABLETS_50MG,
      category: 'nsaids',
      brandCode: 'orvalis',
    }),
    variants: [
      {
        ...pack('100 comprimés', '100 tabletten', '100 tablets'),
        gross: prices(3590, 3950, 3770, 4310),
        indicatedPriceCents: 5790,
        stock: inStock(90),
      },
    ],
  },
];
