import { describe, expect, it } from 'vitest';
import { validateRegistrationForm, type RegistrationFormInput } from './registration-form';

const vet: RegistrationFormInput = {
  title: 'doctor',
  first_name: ' Anne ',
  last_name: 'Dupont',
  email: 'Anne.Dupont@Clinique.test',
  mobile: '0470 12 34 56',
  company_name: 'Clinique des Prés',
  vat: 'be 0202.239.951',
  street: 'Rue des Prés 4',
  zip: '5000',
  city: 'Namur',
  country_id: 1,
  function: 'veterinary',
  activities: ['pets', 'equine', 'pets'],
  vet_registration_number: 'F1234',
  accept_terms: true,
  accept_data_storage: true,
  lang: 'nl',
};

describe('validateRegistrationForm', () => {
  it('accepts a complete vet form, trimmed, e-mail lower-cased, VAT formatted, activities once', () => {
    const result = validateRegistrationForm(vet);
    expect(result).toMatchObject({
      ok: true,
      value: {
        firstName: 'Anne',
        email: 'anne.dupont@clinique.test',
        vat: 'BE0202.239.951',
        activities: ['pets', 'equine'],
        vetRegistrationNumber: 'F1234',
        apbNumber: null,
        fax: null,
        lang: 'nl',
        optOutPromotions: false,
      },
    });
  });

  it('reports every missing field at once', () => {
    const result = validateRegistrationForm({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual({
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
  });

  it('asks a vet for an activity and the registration number, a pharmacist for the APB number', () => {
    const noActivity = validateRegistrationForm({ ...vet, activities: [], vet_registration_number: '' });
    expect(noActivity).toEqual({
      ok: false,
      problems: { activities: 'activity_required', vet_registration_number: 'required' },
    });
    const pharmacist = validateRegistrationForm({ ...vet, function: 'pharmacist', activities: [] });
    expect(pharmacist).toEqual({ ok: false, problems: { apb_number: 'required' } });
    const ok = validateRegistrationForm({ ...vet, function: 'pharmacist', apb_number: 'APB-1' });
    expect(ok).toMatchObject({
      ok: true,
      value: { activities: [], vetRegistrationNumber: null, apbNumber: 'APB-1' },
    });
  });

  it('checks the VAT number unless it is being registered', () => {
    expect(validateRegistrationForm({ ...vet, vat: 'BE0202.239.952' })).toEqual({
      ok: false,
      problems: { vat: 'invalid_check_digits' },
    });
    expect(validateRegistrationForm({ ...vet, vat: 'FR123' })).toEqual({
      ok: false,
      problems: { vat: 'invalid_format' },
    });
    expect(validateRegistrationForm({ ...vet, vat: 'nonsense', vat_being_registered: true })).toMatchObject({
      ok: true,
      value: { vat: null, vatBeingRegistered: true },
    });
  });

  it('refuses unknown codes, a bad e-mail, a long comment and unticked consents', () => {
    const result = validateRegistrationForm({
      ...vet,
      title: 'king',
      function: 'astronaut',
      email: 'not-an-email',
      comment: 'x'.repeat(2001),
      activities: [],
      accept_terms: false,
      lang: 'de',
    });
    expect(result).toEqual({
      ok: false,
      problems: {
        title: 'invalid_choice',
        function: 'invalid_choice',
        email: 'invalid_email',
        comment: 'too_long',
        accept_terms: 'must_accept',
        lang: 'invalid_choice',
      },
    });
    expect(validateRegistrationForm({ ...vet, comment: 'é'.repeat(2000) }).ok).toBe(true);
  });
});
