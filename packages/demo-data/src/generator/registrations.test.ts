import { validateRegistrationForm } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_REGISTRATIONS } from './registrations';

describe('the demo registrations', () => {
  it('are forms the shop itself would accept (VAT check digits, required numbers, consents)', () => {
    for (const { form: f } of DEMO_REGISTRATIONS) {
      const result = validateRegistrationForm({
        title: f.title,
        first_name: f.firstName,
        last_name: f.lastName,
        email: f.email,
        mobile: f.mobile,
        fax: f.fax,
        company_name: f.companyName,
        vat: f.vat,
        vat_being_registered: f.vatBeingRegistered,
        street: f.street,
        street2: f.street2,
        zip: f.zip,
        city: f.city,
        country_id: 1,
        function: f.function,
        activities: f.activities,
        apb_number: f.apbNumber,
        vet_registration_number: f.vetRegistrationNumber,
        depot_number: f.depotNumber,
        comment: f.comment,
        accept_terms: true,
        accept_data_storage: true,
        opt_out_promotions: f.optOutPromotions,
        lang: f.lang,
      });
      expect(result, f.email).toMatchObject({ ok: true, value: { vat: f.vat, email: f.email } });
    }
  });

  it('hold two pending (a vet with activities, a pharmacist), one approved and one refused with its reason', () => {
    const pending = DEMO_REGISTRATIONS.filter((r) => r.state === 'pending').map((r) => r.form.function);
    expect(pending.sort()).toEqual(['pharmacist', 'veterinary']);
    expect(
      DEMO_REGISTRATIONS.find((r) => r.form.function === 'veterinary' && r.state === 'pending')?.form
        .activities,
    ).not.toHaveLength(0);
    expect(DEMO_REGISTRATIONS.filter((r) => r.state === 'approved').map((r) => r.becameLogin)).toEqual([
      'customer004@demo.test',
    ]);
    expect(DEMO_REGISTRATIONS.filter((r) => r.state === 'refused').every((r) => r.reason)).toBe(true);
  });
});
