import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTER_FORM,
  fieldsOfPaths,
  firstErrorField,
  readRegisterForm,
  registerFormErrors,
  registrationInput,
  vatOnBlur,
  type RegisterFormValues,
} from './register-form';

const BELGIUM = 21;

const vet: RegisterFormValues = {
  ...EMPTY_REGISTER_FORM,
  title: 'doctor',
  first_name: 'Anne',
  last_name: 'Peeters',
  email: 'anne@clinique.test',
  mobile: '+32 470 00 00 00',
  company_name: 'Clinique des Prés',
  vat: 'BE0123.456.749',
  street: 'Rue des Prés 4',
  zip: '5000',
  city: 'Namur',
  country_id: String(BELGIUM),
  function: 'veterinary',
  activities: ['pets', 'equine'],
  vet_registration_number: 'F1234',
  accept_terms: true,
  accept_data_storage: true,
};

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
}

describe('readRegisterForm', () => {
  it('reads texts as typed, ticks by their presence and every activity', () => {
    const v = readRegisterForm(
      formOf([
        ['first_name', ' Anne '],
        ['activities', 'pets'],
        ['activities', 'exotic'],
        ['accept_terms', 'on'],
        ['vat', 'be 0123 456 749'],
      ]),
    );
    expect(v.first_name).toBe(' Anne ');
    expect(v.activities).toEqual(['pets', 'exotic']);
    expect(v.accept_terms).toBe(true);
    expect(v.accept_data_storage).toBe(false);
    expect(v.vat).toBe('be 0123 456 749');
    expect(v.comment).toBe('');
  });
});

describe('registerFormErrors', () => {
  it('accepts a complete veterinarian', () => {
    expect(registerFormErrors(vet, 'fr', [BELGIUM])).toEqual({});
  });

  it('says every missing field at once, with the consents', () => {
    const errors = registerFormErrors(EMPTY_REGISTER_FORM, 'fr', [BELGIUM]);
    expect(errors).toMatchObject({
      title: 'required',
      first_name: 'required',
      last_name: 'required',
      email: 'required',
      mobile: 'required',
      company_name: 'required',
      vat: 'required',
      street: 'required',
      zip: 'required',
      city: 'required',
      country_id: 'required',
      function: 'required',
      accept_terms: 'must_accept',
      accept_data_storage: 'must_accept',
    });
    expect(errors.fax).toBeUndefined();
    expect(firstErrorField(errors)).toBe('title');
  });

  it('checks the VAT number check digits, unless it is being registered', () => {
    expect(registerFormErrors({ ...vet, vat: 'BE0123.456.748' }, 'fr', [BELGIUM]).vat).toBe(
      'invalid_check_digits',
    );
    expect(registerFormErrors({ ...vet, vat: 'BE123' }, 'fr', [BELGIUM]).vat).toBe('invalid_format');
    expect(
      registerFormErrors({ ...vet, vat: 'nonsense', vat_being_registered: true }, 'fr', [BELGIUM]),
    ).toEqual({});
  });

  it("asks a veterinarian's activities and number, a pharmacist's APB number", () => {
    const errors = registerFormErrors({ ...vet, activities: [], vet_registration_number: '' }, 'fr', [
      BELGIUM,
    ]);
    expect(errors).toEqual({ activities: 'activity_required', vet_registration_number: 'required' });
    expect(registerFormErrors({ ...vet, function: 'pharmacist', activities: [] }, 'fr', [BELGIUM])).toEqual({
      apb_number: 'required',
    });
    expect(registerFormErrors({ ...vet, function: 'student', activities: [] }, 'fr', [BELGIUM])).toEqual({});
  });

  it('refuses an e-mail without a domain and a country not in the list', () => {
    const errors = registerFormErrors({ ...vet, email: 'anne@', country_id: '999' }, 'fr', [BELGIUM]);
    expect(errors).toEqual({ email: 'invalid_email', country_id: 'invalid_choice' });
  });
});

describe('registrationInput', () => {
  it('is the call body: the country as a number, no VAT number when being registered, the language', () => {
    const body = registrationInput({ ...vet, vat_being_registered: true }, 'nl');
    expect(body).toMatchObject({ country_id: BELGIUM, vat: null, vat_being_registered: true, lang: 'nl' });
    expect(registrationInput({ ...vet, country_id: 'x' }, 'fr').country_id).toBeNull();
    expect(registrationInput({ ...vet, title: '', function: '' }, 'fr')).toMatchObject({
      title: null,
      function: null,
    });
  });
});

describe('vatOnBlur', () => {
  it('writes a valid number the house way and leaves anything else as typed', () => {
    expect(vatOnBlur('0123456749')).toBe('BE0123.456.749');
    expect(vatOnBlur('be 0123-456-749')).toBe('BE0123.456.749');
    expect(vatOnBlur('BE0123.456.748')).toBe('BE0123.456.748');
  });
});

describe('fieldsOfPaths', () => {
  it("names the form's fields of a refusal's paths and drops the others", () => {
    expect(fieldsOfPaths(['body.vat', 'body.activities.0', 'body.lang', 'query.x'])).toEqual([
      'vat',
      'activities',
    ]);
  });
});
