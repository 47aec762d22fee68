import { addDays } from '../dates';
import { loc } from '../text';
import { rule } from './pricing';
import { inStock, medicineDraft, otherDraft, pack, prices, type ShowcaseProduct } from './showcase-kit';

/** Showcase products 9–19: flags, order modes, cheap and expensive items, texts, url keys and specials. */
export const FLAGS_AND_TEXT_SHOWCASE: ShowcaseProduct[] = [
  {
    key: 'veterinaryOnly',
    number: 9,
    purpose: 'Veterinary only (veterinary_only = true)',
    draft: medicineDraft({
      invented: 'Dexmedin',
      inn: loc('dexmédétomidine', 'dexmedetomidine', 'dexmedetomidine'),
      strength: '0.5 mg/ml',
      form: 'injectable',
      species: ['dog', 'cat'],
      indication: 'anaesthesia',
      category: 'sedatives',
      brandCode: 'nordamed',
      flags: { veterinaryOnly: true, sterile: true },
    }),
    variants: [
      {
        ...pack('Flacon de 10 ml', 'Injectieflacon van 10 ml', '10 ml vial'),
        gross: prices(5400, 5940, 5670, 6480),
        indicatedPriceCents: 8690,
        stock: inStock(60),
      },
    ],
  },
  {
    key: 'notSoldOnWebsite',
    number: 10,
    purpose: 'Not sold on the website (not_sold_on_website = true): absent from search, not orderable online',
    draft: otherDraft({
      family: 'food',
      name: loc(
        'Dietavet Rénal Chat – croquettes',
        'Dietavet Nier Kat – brokken',
        'Dietavet Renal Cat – kibble',
      ),
      shortName: loc('Dietavet Rénal Chat', 'Dietavet Nier Kat', 'Dietavet Renal Cat'),
      category: 'cat-renal',
      brandCode: 'dietavet',
      species: ['cat'],
      presentation: 'kibble',
      foodRange: 'renal',
      flags: { notSoldOnWebsite: true },
    }),
    variants: [
      {
        ...pack('1,5 kg', '1,5 kg', '1.5 kg'),
        gross: prices(2150, 2365, 2260, 2580),
        indicatedPriceCents: 3290,
        stock: inStock(75),
      },
    ],
  },
  {
    key: 'madeToOrder',
    number: 11,
    purpose: 'Made to order (is_mto = true): the buyer confirms it cannot be returned',
    draft: otherDraft({
      family: 'equipment',
      name: loc(
        'Body post-opératoire chien sur mesure Bandavet',
        'Postoperatieve body hond op maat Bandavet',
        'Made-to-measure dog recovery suit Bandavet',
      ),
      shortName: loc('Body sur mesure', 'Body op maat', 'Made-to-measure suit'),
      category: 'recovery-suits',
      brandCode: 'bandavet',
      species: ['dog'],
      presentation: 'device',
      flags: { isMto: true, fabric: true },
    }),
    variants: [
      {
        ...pack('Sur mesure', 'Op maat', 'Made to measure'),
        gross: prices(4900, 5390, 5145, 5880),
        indicatedPriceCents: null,
        stock: inStock(20),
      },
    ],
  },
  {
    key: 'quotationOnly',
    number: 12,
    purpose: 'Quotation only (order_mode = quotation)',
    draft: otherDraft({
      family: 'equipment',
      name: loc(
        'Table d’examen électrique Instrumed Vet',
        'Elektrische onderzoekstafel Instrumed Vet',
        'Electric examination table Instrumed Vet',
      ),
      shortName: loc(
        'Table d’examen électrique',
        'Elektrische onderzoekstafel',
        'Electric examination table',
      ),
      category: 'examination',
      brandCode: 'instrumed-vet',
      species: [],
      presentation: 'device',
      orderMode: 'quotation',
    }),
    variants: [
      {
        ...pack('120 × 60 cm', '120 × 60 cm', '120 × 60 cm'),
        gross: prices(189_000, 207_900, 198_450, 226_800),
        indicatedPriceCents: null,
        stock: inStock(12),
      },
    ],
  },
  {
    key: 'cheap',
    number: 13,
    purpose: 'Cheap (vet gross 3.95 €, 21 % VAT): builds an order under 150 € (low-order fee)',
    draft: otherDraft({
      family: 'equipment',
      name: loc(
        'Aiguilles hypodermiques Medisteril 23G',
        'Injectienaalden Medisteril 23G',
        'Hypodermic needles Medisteril 23G',
      ),
      shortName: loc('Aiguilles 23G', 'Naalden 23G', 'Needles 23G'),
      category: 'needles',
      brandCode: 'medisteril',
      species: [],
      presentation: 'device',
      flags: { sterile: true },
    }),
    variants: [
      {
        ...pack('Boîte de 100', 'Doos van 100', 'Box of 100'),
        gross: prices(395, 435, 415, 475),
        indicatedPriceCents: 590,
        stock: inStock(2000),
      },
    ],
  },
  {
    key: 'expensive',
    number: 14,
    purpose: 'Expensive (vet gross 249 €): one line passes the 150 € free-delivery threshold',
    draft: otherDraft({
      family: 'equipment',
      name: loc(
        'Otoscope LED Instrumed Vet Premium',
        'Led-otoscoop Instrumed Vet Premium',
        'LED otoscope Instrumed Vet Premium',
      ),
      shortName: loc('Otoscope LED', 'Led-otoscoop', 'LED otoscope'),
      category: 'examination',
      brandCode: 'instrumed-vet',
      species: [],
      presentation: 'device',
    }),
    variants: [
      {
        ...pack('1 pièce', '1 stuk', '1 piece'),
        gross: prices(24_900, 27_390, 26_145, 29_880),
        indicatedPriceCents: 34_900,
        stock: inStock(25),
      },
    ],
  },
  {
    key: 'accents',
    number: 15,
    purpose: 'Accented name (Sérum physiologique): slug and search without accents',
    draft: medicineDraft({
      invented: 'Sérum physiologique',
      inn: loc('chlorure de sodium', 'natriumchloride', 'sodium chloride'),
      strength: '0.9 %',
      form: 'injectable',
      species: ['dog', 'cat', 'horse'],
      indication: 'care',
      category: 'catheters',
      brandCode: 'medivan',
      flags: { sterile: true },
      names: {
        name: loc(
          'Sérum physiologique 0,9 % solution injectable',
          'Fysiologisch serum 0,9 % oplossing voor injectie',
          'Physiological saline 0.9 % solution for injection',
        ),
        shortName: loc('Sérum physiologique', 'Fysiologisch serum', 'Physiological saline'),
      },
    }),
    variants: [
      {
        ...pack('Poche de 500 ml', 'Zak van 500 ml', '500 ml bag'),
        gross: prices(290, 320, 305, 350),
        indicatedPriceCents: 490,
        stock: inStock(800),
      },
    ],
  },
  {
    key: 'redirect',
    number: 16,
    purpose: 'Renamed product: the url keys of its former name (Otimivet…) are kept as redirects',
    draft: medicineDraft({
      invented: 'Otizen',
      inn: loc(
        'miconazole + polymyxine B + prednisolone',
        'miconazol + polymyxine B + prednisolon',
        'miconazole + polymyxin B + prednisolone',
      ),
      strength: '23 mg/ml',
      form: 'ear_drops',
      species: ['dog', 'cat'],
      indication: 'dermatology',
      category: 'otology',
      brandCode: 'zoalis-pharma',
    }),
    oldName: loc('Otimivet gouttes auriculaires', 'Otimivet oordruppels', 'Otimivet ear drops'),
    variants: [
      {
        ...pack('Flacon de 20 ml', 'Fles van 20 ml', '20 ml bottle'),
        gross: prices(1390, 1530, 1460, 1670),
        indicatedPriceCents: 2190,
        stock: inStock(150),
      },
    ],
  },
  {
    key: 'specialCurrent',
    number: 17,
    purpose: 'Special offer valid today (7 days ago → in 21 days)',
    draft: otherDraft({
      family: 'food',
      name: loc(
        'Vetalis Clinical Digestif Chien – croquettes',
        'Vetalis Clinical Spijsvertering Hond – brokken',
        'Vetalis Clinical Digestive Dog – kibble',
      ),
      shortName: loc(
        'Vetalis Clinical Digestif Chien',
        'Vetalis Clinical Spijsvertering Hond',
        'Vetalis Clinical Digestive Dog',
      ),
      category: 'dog-digestive',
      brandCode: 'vetalis-clinical',
      species: ['dog'],
      presentation: 'kibble',
      foodRange: 'digestive',
    }),
    variants: [
      {
        ...pack('12 kg', '12 kg', '12 kg'),
        gross: prices(7450, 8195, 7820, 8940),
        indicatedPriceCents: 10_990,
        stock: inStock(140),
      },
    ],
    rules: (sku, today) => [rule.special(sku(1), 1, { start: addDays(today, -7), end: addDays(today, 21) })],
  },
  {
    key: 'specialExpired',
    number: 18,
    purpose: 'Special offer that ended 10 days ago (not a special today)',
    draft: otherDraft({
      family: 'food',
      name: loc(
        'Nutrivia Vet Urinaire Chat – croquettes',
        'Nutrivia Vet Urinair Kat – brokken',
        'Nutrivia Vet Urinary Cat – kibble',
      ),
      shortName: loc('Nutrivia Vet Urinaire Chat', 'Nutrivia Vet Urinair Kat', 'Nutrivia Vet Urinary Cat'),
      category: 'cat-renal',
      brandCode: 'nutrivia-vet',
      species: ['cat'],
      presentation: 'kibble',
      foodRange: 'urinary',
    }),
    variants: [
      {
        ...pack('4 kg', '4 kg', '4 kg'),
        gross: prices(4380, 4820, 4600, 5255),
        indicatedPriceCents: 6490,
        stock: inStock(95),
      },
    ],
    rules: (sku, today) => [
      rule.special(sku(1), 2, { start: addDays(today, -40), end: addDays(today, -10) }),
    ],
  },
  {
    key: 'narcotic',
    number: 19,
    purpose: 'Narcotic (ketamine): is_narcotic_vet and veterinary_only',
    draft: medicineDraft({
      invented: 'Ketavantis',
      inn: loc('kétamine', 'ketamine', 'ketamine'),
      strength: '100 mg/ml',
      form: 'injectable',
      species: ['dog', 'cat', 'horse'],
      indication: 'anaesthesia',
      category: 'anaesthetics',
      brandCode: 'kestrel-animal-health',
      flags: { isNarcoticVet: true, isPsychotropic: true, veterinaryOnly: true, sterile: true },
    }),
    variants: [
      {
        ...pack('Flacon de 10 ml', 'Injectieflacon van 10 ml', '10 ml vial'),
        gross: prices(2150, 2365, 2260, 2580),
        indicatedPriceCents: 3490,
        stock: inStock(30),
      },
    ],
  },
];
