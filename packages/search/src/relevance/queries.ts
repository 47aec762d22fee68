import type { Locale } from '@vetshop/contract';

/**
 * The relevance test set (issue 20 item 3, spec doc 2 §7 and §9): queries a buyer types, in fr/nl/en, each with
 * the products of the demo catalogue (packages/demo-data, the small catalogue of the test databases) the buyer
 * expects among the first results. Written from what the buyer means, not from what the engine returned:
 * an exact CNK, EAN-13 or SKU first; a product whose name starts with the word before one that only mentions
 * it; the active principle; one typo forgiven; accents and case ignored; Dutch and French plural and stemmed
 * forms. `relevance.int.test.ts` runs the set on the real engine and names every expectation missed.
 */
export interface RelevanceCase {
  q: string;
  locale: Locale;
  /** The role searching; a guest (no role) by default, who does not see veterinary-only products. */
  role?: 'veterinary';
  /** Each of these product names (in the locale) must be among the first `within` hits. */
  expected: readonly string[];
  within: number;
  /** What the case checks. */
  rule: string;
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Exact codes: the product carrying the code comes first.
  { q: '1104729', locale: 'fr', expected: ['Amoxivantis 250 mg comprimés'], within: 1, rule: 'CNK' },
  { q: '5410042718408', locale: 'fr', expected: ['Carprolis 50 mg comprimés'], within: 1, rule: 'EAN-13' },
  { q: 'VS-000002-1', locale: 'fr', expected: ['Fiprozen 268 mg pipettes chien'], within: 1, rule: 'SKU' },
  {
    q: 'vs-000003-1',
    locale: 'nl',
    expected: ['Melozen 1,5 mg/ml orale suspensie hond'],
    within: 1,
    rule: 'SKU, lower case',
  },
  { q: '2110442', locale: 'en', expected: ['Ocusol Forte 1 % eye drops'], within: 1, rule: 'CNK' },
  // Product names and name starts.
  { q: 'Carprolis', locale: 'fr', expected: ['Carprolis 50 mg comprimés'], within: 1, rule: 'product name' },
  {
    q: 'otosol',
    locale: 'fr',
    expected: ['Otosol 23 mg/ml gouttes auriculaires'],
    within: 1,
    rule: 'name, lower case',
  },
  {
    q: 'carpovet',
    locale: 'nl',
    expected: ['Carpovet 50 mg tabletten', 'Carpovet 100 mg tabletten'],
    within: 2,
    rule: 'name of two products',
  },
  { q: 'Furosol', locale: 'en', expected: ['Furosol 10 mg tablets'], within: 1, rule: 'product name' },
  {
    q: 'carpro',
    locale: 'fr',
    expected: ['Carprolis 50 mg comprimés', 'Carprosol 100 mg comprimés', 'Carprovet 50 mg comprimés'],
    within: 8,
    rule: 'name start, being typed',
  },
  {
    q: 'Amoxi',
    locale: 'en',
    expected: ['Amoxivantis 250 mg tablets', 'Amoxiorix 150 mg/ml solution for injection'],
    within: 6,
    rule: 'name start',
  },
  // A product named so comes before products that only mention the word (description, category).
  {
    q: 'collier',
    locale: 'fr',
    expected: ['Collier gonflable Carelix', 'Collier gonflable Instrumed Vet Plus'],
    within: 2,
    rule: 'name start before mentions',
  },
  {
    q: 'test',
    locale: 'fr',
    expected: [
      'Test FIV/FeLV Protexa',
      'Test rapide parvovirose Medisteril Eco',
      'Test rapide parvovirose Surgivet Expert',
    ],
    within: 3,
    rule: 'name start before mentions',
  },
  {
    q: 'beschermkraag',
    locale: 'nl',
    expected: ['Beschermkraag Bandavet', 'Beschermkraag Carelix', 'Beschermkraag Protexa'],
    within: 3,
    rule: 'name start before mentions',
  },
  {
    q: 'protective',
    locale: 'en',
    expected: [
      'Protective cone collar Bandavet',
      'Protective cone collar Carelix',
      'Protective cone collar Protexa',
    ],
    within: 3,
    rule: 'name start before mentions',
  },
  {
    q: 'test',
    locale: 'en',
    expected: ['Test FIV/FeLV Protexa'],
    within: 1,
    rule: 'name start before the word further in other names',
  },
  // Active principles.
  {
    q: 'amoxicilline',
    locale: 'fr',
    // Every product with amoxicillin (alone or with clavulanic acid) a guest sees, before any other.
    expected: [
      'Amoxivantis 250 mg comprimés',
      'Amoxiorix 150 mg/ml solution injectable',
      'Moxaorix Forte 200 mg comprimés',
      'Amoxysol Forte 250 mg comprimés',
      'Clamosol 50 mg comprimés',
      'Clavuvantis 175 mg/ml solution injectable',
      'Clamonova 175 mg/ml solution injectable',
      'Amoclavsol 50 mg comprimés',
      'Amoclavcure 50 mg comprimés',
      'Clavutab Forte 175 mg/ml solution injectable',
      'Clamoorix 500 mg comprimés',
      'Amoclavtab 175 mg/ml solution injectable',
      'Clavusol 175 mg/ml solution injectable',
    ],
    within: 13,
    rule: 'active principle, alone or in a combination',
  },
  {
    q: 'fipronil',
    locale: 'nl',
    expected: ['Fiprozen 268 mg pipetten hond', 'Fipralan Forte 50 mg pipetten hond'],
    within: 4,
    rule: 'active principle',
  },
  {
    q: 'amoxicillin',
    locale: 'en',
    expected: ['Amoxivantis 250 mg tablets'],
    within: 6,
    rule: 'active principle',
  },
  {
    q: 'fusidic acid',
    locale: 'en',
    expected: ['Ocusol 1 % eye drops', 'Fusizen 1 % eye drops'],
    within: 6,
    rule: 'active principle, two words',
  },
  {
    q: 'furosémide',
    locale: 'fr',
    expected: ['Furosol 10 mg comprimés', 'Furozen 50 mg/ml solution injectable'],
    within: 4,
    rule: 'active principle with its accent',
  },
  // Accents and case ignored.
  { q: 'furosemide', locale: 'fr', expected: ['Furosol 10 mg comprimés'], within: 4, rule: 'no accent' },
  {
    q: 'CARPROFENE',
    locale: 'fr',
    expected: ['Carprolis 50 mg comprimés'],
    within: 10,
    rule: 'upper case, no accent',
  },
  {
    q: 'thermometre',
    locale: 'fr',
    expected: ['Thermomètre digital flexible Surgivet'],
    within: 4,
    rule: 'no accent',
  },
  {
    q: 'Méloxicam',
    locale: 'en',
    expected: ['Melozen 1.5 mg/ml oral suspension dog'],
    within: 6,
    rule: 'an accent the catalogue lacks',
  },
  // One typo forgiven.
  {
    q: 'amoxiciline',
    locale: 'fr',
    expected: ['Amoxivantis 250 mg comprimés'],
    within: 6,
    rule: 'one letter missing',
  },
  {
    q: 'fipronl',
    locale: 'en',
    expected: ['Fiprozen 268 mg spot-on pipettes dog'],
    within: 4,
    rule: 'one letter missing',
  },
  {
    q: 'carprofem',
    locale: 'nl',
    expected: ['Carprolis 50 mg tabletten'],
    within: 10,
    rule: 'one letter wrong',
  },
  {
    q: 'meloxciam',
    locale: 'fr',
    expected: ['Melozen 1,5 mg/ml suspension buvable chien'],
    within: 6,
    rule: 'two letters swapped (one typo, as Elasticsearch counts it)',
  },
  {
    q: 'furosemdie',
    locale: 'nl',
    expected: ['Furosol 10 mg tabletten'],
    within: 4,
    rule: 'two letters swapped',
  },
  // Plural and stemmed forms.
  {
    q: 'pipette chien',
    locale: 'fr',
    expected: ['Fiprozen 268 mg pipettes chien'],
    within: 6,
    rule: 'French singular of a plural',
  },
  {
    q: 'gant',
    locale: 'fr',
    expected: ['Gants de fouille Protexa Premium'],
    within: 8,
    rule: 'French singular',
  },
  {
    q: 'collyres',
    locale: 'fr',
    expected: ['Ocusol 1 % collyre'],
    within: 8,
    rule: 'French plural of a singular',
  },
  {
    q: 'pipet hond',
    locale: 'nl',
    expected: ['Fiprozen 268 mg pipetten hond'],
    within: 6,
    rule: 'Dutch singular of a plural',
  },
  {
    q: 'oordruppel',
    locale: 'nl',
    expected: ['Otizen 23 mg/ml oordruppels', 'Otosol 23 mg/ml oordruppels'],
    within: 6,
    rule: 'Dutch singular',
  },
  {
    q: 'tablet carprofen',
    locale: 'nl',
    expected: ['Carprolis 50 mg tabletten'],
    within: 10,
    rule: 'Dutch singular, two words',
  },
  {
    q: 'syringe',
    locale: 'en',
    expected: ['Luer-Lock syringes, 3-part Medisteril Plus'],
    within: 10,
    rule: 'English singular',
  },
  {
    q: 'ear drop',
    locale: 'en',
    expected: ['Otizen 23 mg/ml ear drops'],
    within: 6,
    rule: 'English singular, two words',
  },
  // What a veterinarian sees too.
  {
    q: 'amoxicilline',
    locale: 'fr',
    role: 'veterinary',
    expected: ['Amoxidal 50 mg comprimés'],
    within: 8,
    rule: 'a veterinary-only product for a vet',
  },
];
