import {
  missingAddressFields,
  passwordWeaknesses,
  type PasswordWeakness,
  type RequiredAddressField,
} from '@vetshop/domain';

/** What the buyer typed in an address form, as strings (kept to fill the form again after an error). */
export interface AddressFormValues {
  name: string;
  street: string;
  street2: string;
  zip: string;
  city: string;
  phone: string;
  country_id: string;
}

export const ADDRESS_FORM_FIELDS = [
  'name',
  'street',
  'street2',
  'zip',
  'city',
  'phone',
  'country_id',
] as const;

export function readAddressForm(form: FormData): AddressFormValues {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: get('name'),
    street: get('street'),
    street2: get('street2'),
    zip: get('zip'),
    city: get('city'),
    phone: get('phone'),
    country_id: get('country_id'),
  };
}

export type AddressFieldError = RequiredAddressField | 'country_id';

/**
 * The address form's errors found before calling the back office (the same rule it applies: spec doc 1 §5, and
 * a country of the list): each field named, so the form marks it.
 */
export function addressFormErrors(v: AddressFormValues, countryIds: readonly number[]): AddressFieldError[] {
  const errors: AddressFieldError[] = missingAddressFields(v);
  if (!countryIds.includes(Number(v.country_id))) errors.push('country_id');
  return errors;
}

/** The back office's field paths (`body.city`) → the form's fields, for a refusal the form did not foresee. */
export function addressErrorsFromPaths(paths: readonly string[]): AddressFieldError[] {
  const known: readonly string[] = ['name', 'street', 'zip', 'city', 'country_id'];
  return paths.map((p) => p.replace(/^body\./, '')).filter((p): p is AddressFieldError => known.includes(p));
}

export type PasswordError =
  'required' | 'mismatch' | 'current' | 'throttled' | 'technical' | PasswordWeakness;

/** The password form checked before the call: every field, the confirmation, the strength rule of the domain. */
export function passwordFormErrors(
  current: string,
  next: string,
  confirm: string,
  login: string,
): PasswordError[] {
  if (!current || !next || !confirm) return ['required'];
  const errors: PasswordError[] = passwordWeaknesses(next, login);
  if (next !== confirm) errors.push('mismatch');
  return errors;
}
