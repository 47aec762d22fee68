import {
  checkBelgianVat,
  validateRegistrationForm,
  type Locale,
  type RegistrationField,
  type RegistrationFieldProblem,
  type RegistrationFormInput,
} from '@vetshop/domain';

/**
 * The registration form (spec doc 1 §3 "Registration", §5) on the page: what the applicant typed, read from the
 * posted form as strings and ticks (kept to fill the form again after an error), turned into the call's body,
 * and checked with the domain's rules (`validateRegistrationForm`, the same the back office applies) so that
 * mistakes are said without a round trip. Pure: used by the page's action and by the page.
 */

export interface RegisterFormValues {
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  fax: string;
  company_name: string;
  vat: string;
  vat_being_registered: boolean;
  street: string;
  street2: string;
  zip: string;
  city: string;
  country_id: string;
  function: string;
  activities: string[];
  apb_number: string;
  vet_registration_number: string;
  depot_number: string;
  comment: string;
  accept_terms: boolean;
  accept_data_storage: boolean;
  opt_out_promotions: boolean;
}

/** The form's fields in the order the page shows them: the first one in error gets the focus. */
export const REGISTER_FIELDS = [
  'title',
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
  'country_id',
  'function',
  'activities',
  'vet_registration_number',
  'depot_number',
  'apb_number',
  'comment',
  'accept_terms',
  'accept_data_storage',
] as const satisfies readonly RegistrationField[];
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type RegisterErrors = Partial<Record<RegisterField, RegistrationFieldProblem>>;

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  title: '',
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  fax: '',
  company_name: '',
  vat: '',
  vat_being_registered: false,
  street: '',
  street2: '',
  zip: '',
  city: '',
  country_id: '',
  function: '',
  activities: [],
  apb_number: '',
  vet_registration_number: '',
  depot_number: '',
  comment: '',
  accept_terms: false,
  accept_data_storage: false,
  opt_out_promotions: false,
};

export function readRegisterForm(form: FormData): RegisterFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const ticked = (name: string) => form.get(name) !== null;
  return {
    title: text('title'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    mobile: text('mobile'),
    fax: text('fax'),
    company_name: text('company_name'),
    vat: text('vat'),
    vat_being_registered: ticked('vat_being_registered'),
    street: text('street'),
    street2: text('street2'),
    zip: text('zip'),
    city: text('city'),
    country_id: text('country_id'),
    function: text('function'),
    activities: form.getAll('activities').filter((a): a is string => typeof a === 'string'),
    apb_number: text('apb_number'),
    vet_registration_number: text('vet_registration_number'),
    depot_number: text('depot_number'),
    comment: text('comment'),
    accept_terms: ticked('accept_terms'),
    accept_data_storage: ticked('accept_data_storage'),
    opt_out_promotions: ticked('opt_out_promotions'),
  };
}

/** The body of `POST registrations` (and the domain rules' input), in the applicant's language. */
export function registrationInput(v: RegisterFormValues, lang: Locale) {
  const countryId = /^\d{1,9}$/.test(v.country_id) ? Number(v.country_id) : null;
  return {
    title: v.title || null,
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    mobile: v.mobile,
    fax: v.fax,
    company_name: v.company_name,
    // A number being registered is not sent: what was typed before the tick is not the applicant's number.
    vat: v.vat_being_registered ? null : v.vat,
    vat_being_registered: v.vat_being_registered,
    street: v.street,
    street2: v.street2,
    zip: v.zip,
    city: v.city,
    country_id: countryId !== null && countryId > 0 ? countryId : null,
    function: v.function || null,
    activities: v.activities,
    apb_number: v.apb_number,
    vet_registration_number: v.vet_registration_number,
    depot_number: v.depot_number,
    comment: v.comment,
    accept_terms: v.accept_terms,
    accept_data_storage: v.accept_data_storage,
    opt_out_promotions: v.opt_out_promotions,
    lang,
  } satisfies RegistrationFormInput;
}

/**
 * Every problem of the form at once, per field (empty: nothing to say before sending): the domain's rules, and a
 * country that is not one of the list.
 */
export function registerFormErrors(
  v: RegisterFormValues,
  lang: Locale,
  countryIds: readonly number[],
): RegisterErrors {
  const input = registrationInput(v, lang);
  const checked = validateRegistrationForm(input);
  const errors: RegisterErrors = {};
  if (!checked.ok)
    for (const field of REGISTER_FIELDS) {
      const problem = checked.problems[field];
      if (problem) errors[field] = problem;
    }
  if (!errors.country_id && input.country_id !== null && !countryIds.includes(input.country_id))
    errors.country_id = 'invalid_choice';
  return errors;
}

/** The fields the back office named in a refusal (`fields[].path` is `body.<field>`) that the form knows. */
export function fieldsOfPaths(paths: readonly string[]): RegisterField[] {
  const known: readonly string[] = REGISTER_FIELDS;
  return paths
    .map((p) => p.replace(/^body\./, '').split('.')[0] ?? '')
    .filter((f): f is RegisterField => known.includes(f));
}

/** The first field in error, in the page's order: the one that gets the focus. */
export function firstErrorField(errors: Partial<Record<RegisterField, unknown>>): RegisterField | null {
  return REGISTER_FIELDS.find((f) => errors[f] !== undefined) ?? null;
}

/** The VAT number as the house writes it (BE0123.456.749) once it is valid; as typed otherwise. */
export function vatOnBlur(typed: string): string {
  const checked = checkBelgianVat(typed, false);
  return checked.ok && checked.vat ? checked.vat : typed;
}
