import { checkBelgianVat } from './belgian-vat';
import { LOCALES, type Locale } from './enums';

/**
 * The professional registration form (issue 11 §4, spec doc 1 §3 "Registration", §5): which fields it has,
 * which are required for which function, and the per-field problem codes (never texts: the storefront words
 * them in fr/nl/en, the back office in its 400 body). The same rules run in the browser and on the server.
 *
 * Required for everyone: title, first and last name, e-mail, mobile, company name, the VAT number (unless 'VAT
 * being registered' is ticked), street, zip, city, country, function, and both consents.
 * For a veterinary: at least one activity and the vet registration number (Ordre / Orde number); the APB
 * authorisation and the depot number are optional (only vets with a medicine depot have them).
 * For a pharmacist: the APB number (a pharmacy's authorisation is what lets us sell it medicines).
 * Fax, street2 and the comment are optional for everyone. Vet-only fields sent for another function are dropped.
 */

/** Title codes of the `titles` reference list (Madame/Mrs, Monsieur/Mr, Mademoiselle/Miss, Docteur/Dr). */
export const REGISTRATION_TITLES = ['madam', 'mister', 'miss', 'doctor'] as const;
export type RegistrationTitle = (typeof REGISTRATION_TITLES)[number];

/** Function types at registration (spec doc 1 §6). */
export const REGISTRATION_FUNCTIONS = [
  'nurse',
  'veterinary',
  'student',
  'supplier',
  'wholesaler',
  'pharmacist',
] as const;
export type RegistrationFunction = (typeof REGISTRATION_FUNCTIONS)[number];

/** A vet's client activities (spec doc 1 §3). */
export const REGISTRATION_ACTIVITIES = ['livestock', 'equine', 'pets', 'exotic'] as const;
export type RegistrationActivity = (typeof REGISTRATION_ACTIVITIES)[number];

/** pending → approved | refused (staff decide, once). */
export const REGISTRATION_STATES = ['pending', 'approved', 'refused'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** Ours: the longest comment, and every other text field. */
export const REGISTRATION_COMMENT_MAX = 2000;
export const REGISTRATION_TEXT_MAX = 120;
export const REGISTRATION_EMAIL_MAX = 254;

export const REGISTRATION_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'fax',
  'company_name',
  'vat',
  'street',
  'street2',
  'zip',
  'city',
  'apb_number',
  'vet_registration_number',
  'depot_number',
  'comment',
] as const;
type TextField = (typeof REGISTRATION_TEXT_FIELDS)[number];

export type RegistrationField =
  | TextField
  | 'title'
  | 'country_id'
  | 'function'
  | 'activities'
  | 'accept_terms'
  | 'accept_data_storage'
  | 'lang';

export type RegistrationFieldProblem =
  | 'required'
  | 'too_long'
  /** Not an e-mail address. */
  | 'invalid_email'
  /** Not one of the list's codes (title, function, activity, language). */
  | 'invalid_choice'
  /** A consent box not ticked. */
  | 'must_accept'
  /** A vet with no activity ticked. */
  | 'activity_required'
  /** The VAT number is not 'BE' and ten digits. */
  | 'invalid_format'
  /** The VAT number's check digits are wrong. */
  | 'invalid_check_digits';

/** What the form sends, as typed (the server's body schema only checks the shapes). */
export interface RegistrationFormInput {
  title?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  mobile?: string | null;
  fax?: string | null;
  company_name?: string | null;
  vat?: string | null;
  vat_being_registered?: boolean | null;
  street?: string | null;
  street2?: string | null;
  zip?: string | null;
  city?: string | null;
  country_id?: number | null;
  function?: string | null;
  activities?: readonly string[] | null;
  apb_number?: string | null;
  vet_registration_number?: string | null;
  depot_number?: string | null;
  comment?: string | null;
  accept_terms?: boolean | null;
  accept_data_storage?: boolean | null;
  opt_out_promotions?: boolean | null;
  lang?: string | null;
}

export interface RegistrationFormValue {
  title: RegistrationTitle;
  firstName: string;
  lastName: string;
  /** Lower-cased: it becomes the login. */
  email: string;
  mobile: string;
  fax: string | null;
  companyName: string;
  /** Formatted BE0123.456.749; null when being registered. */
  vat: string | null;
  vatBeingRegistered: boolean;
  street: string;
  street2: string | null;
  zip: string;
  city: string;
  countryId: number;
  function: RegistrationFunction;
  activities: RegistrationActivity[];
  apbNumber: string | null;
  vetRegistrationNumber: string | null;
  depotNumber: string | null;
  comment: string | null;
  optOutPromotions: boolean;
  lang: Locale;
}

export type RegistrationProblems = Partial<Record<RegistrationField, RegistrationFieldProblem>>;
export type RegistrationFormResult =
  { ok: true; value: RegistrationFormValue } | { ok: false; problems: RegistrationProblems };

const ALWAYS_REQUIRED: readonly TextField[] = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'company_name',
  'street',
  'zip',
  'city',
];

/** Which of the function-dependent numbers are required (see the module comment). */
export function registrationRequiredNumbers(fn: string | null | undefined): TextField[] {
  if (fn === 'veterinary') return ['vet_registration_number'];
  if (fn === 'pharmacist') return ['apb_number'];
  return [];
}

/** Whether the form shows the vet fields (activities, APB, registration and depot numbers) for this function. */
export function registrationAsksVetFields(fn: string | null | undefined): boolean {
  return fn === 'veterinary';
}

// A plausible address, not RFC 5322: one @, no spaces, a dot in the domain.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Checks the whole form; every problem at once so the page marks each field and keeps what was typed. */
export function validateRegistrationForm(input: RegistrationFormInput): RegistrationFormResult {
  const problems: RegistrationProblems = {};
  const text = (field: TextField): string => (input[field] ?? '').trim();
  const optional = (field: TextField): string | null => (text(field) === '' ? null : text(field));

  for (const field of REGISTRATION_TEXT_FIELDS) {
    const max =
      field === 'comment'
        ? REGISTRATION_COMMENT_MAX
        : field === 'email'
          ? REGISTRATION_EMAIL_MAX
          : REGISTRATION_TEXT_MAX;
    if ([...text(field)].length > max) problems[field] = 'too_long';
  }
  const fn = input.function ?? '';
  for (const field of [...ALWAYS_REQUIRED, ...registrationRequiredNumbers(fn)]) {
    if (text(field) === '') problems[field] = 'required';
  }
  if (!problems.email && !EMAIL_RE.test(text('email'))) problems.email = 'invalid_email';

  if (!input.title) problems.title = 'required';
  else if (!isOneOf(REGISTRATION_TITLES, input.title)) problems.title = 'invalid_choice';
  if (!fn) problems.function = 'required';
  else if (!isOneOf(REGISTRATION_FUNCTIONS, fn)) problems.function = 'invalid_choice';
  if (input.lang && !isOneOf(LOCALES, input.lang)) problems.lang = 'invalid_choice';
  if (typeof input.country_id !== 'number' || !Number.isInteger(input.country_id) || input.country_id <= 0)
    problems.country_id = 'required';

  const activities = [...new Set(input.activities ?? [])];
  if (registrationAsksVetFields(fn)) {
    if (activities.length === 0) problems.activities = 'activity_required';
    else if (!activities.every((a) => isOneOf(REGISTRATION_ACTIVITIES, a)))
      problems.activities = 'invalid_choice';
  }

  const vatBeingRegistered = input.vat_being_registered === true;
  const vat = checkBelgianVat(text('vat'), vatBeingRegistered);
  if (!problems.vat && !vat.ok) problems.vat = vat.problem;

  if (input.accept_terms !== true) problems.accept_terms = 'must_accept';
  if (input.accept_data_storage !== true) problems.accept_data_storage = 'must_accept';

  if (
    Object.keys(problems).length > 0 ||
    !vat.ok ||
    !isOneOf(REGISTRATION_TITLES, input.title) ||
    !isOneOf(REGISTRATION_FUNCTIONS, fn)
  )
    return { ok: false, problems };

  const vet = registrationAsksVetFields(fn);
  return {
    ok: true,
    value: {
      title: input.title,
      firstName: text('first_name'),
      lastName: text('last_name'),
      email: text('email').toLowerCase(),
      mobile: text('mobile'),
      fax: optional('fax'),
      companyName: text('company_name'),
      vat: vat.vat,
      vatBeingRegistered,
      street: text('street'),
      street2: optional('street2'),
      zip: text('zip'),
      city: text('city'),
      countryId: input.country_id as number,
      function: fn,
      activities: vet ? activities.filter((a) => isOneOf(REGISTRATION_ACTIVITIES, a)) : [],
      apbNumber: vet || fn === 'pharmacist' ? optional('apb_number') : null,
      vetRegistrationNumber: vet ? optional('vet_registration_number') : null,
      depotNumber: vet ? optional('depot_number') : null,
      comment: optional('comment'),
      optOutPromotions: input.opt_out_promotions === true,
      lang: isOneOf(LOCALES, input.lang) ? input.lang : 'fr',
    },
  };
}
