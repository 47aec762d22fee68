import type { StaffRegistration } from '@vetshop/contract';
import { formatBelgianVat } from '@vetshop/domain';
import type { ReactNode } from 'react';
import { useI18n, type MessageKey } from '../../i18n';
import { activitiesLabel, functionLabel } from './labels';

function Fact({ label, children }: { label: MessageKey; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div>
      <dt>{t(label)}</dt>
      <dd>{children === null || children === '' ? t('staffRegistration.none') : children}</dd>
    </div>
  );
}

function Group({ title, children }: { title: MessageKey; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="staff-registration-group" aria-label={t(title)}>
      <h2>{t(title)}</h2>
      <dl className="staff-registration-facts">{children}</dl>
    </section>
  );
}

/** Everything the applicant sent, grouped as the form asked it; the VAT number written the house way. */
export function RegistrationFacts({ r }: { r: StaffRegistration }) {
  const { t } = useI18n();
  const vat = r.vat_being_registered
    ? t('staffRegistration.vatBeingRegistered')
    : r.vat
      ? (formatBelgianVat(r.vat) ?? r.vat)
      : null;
  return (
    <div className="staff-registration-groups">
      <Group title="staffRegistration.section.applicant">
        <Fact label="staffRegistration.field.title">{r.title.name}</Fact>
        <Fact label="staffRegistration.field.name">
          {r.first_name} {r.last_name}
        </Fact>
        <Fact label="staffRegistration.field.email">
          <span data-testid="registration-email">{r.email}</span>
        </Fact>
        <Fact label="staffRegistration.field.mobile">{r.mobile}</Fact>
        <Fact label="staffRegistration.field.fax">{r.fax}</Fact>
      </Group>
      <Group title="staffRegistration.section.company">
        <Fact label="staffRegistration.field.company">{r.company_name}</Fact>
        <Fact label="staffRegistration.field.vat">
          <span data-testid="registration-vat">{vat}</span>
        </Fact>
      </Group>
      <Group title="staffRegistration.section.address">
        <Fact label="staffRegistration.field.street">{r.street}</Fact>
        <Fact label="staffRegistration.field.street2">{r.street2}</Fact>
        <Fact label="staffRegistration.field.zipCity">
          {r.zip} {r.city}
        </Fact>
        <Fact label="staffRegistration.field.country">{r.country.name}</Fact>
      </Group>
      <Group title="staffRegistration.section.profession">
        <Fact label="staffRegistration.field.function">{functionLabel(r.function, t)}</Fact>
        {r.function === 'veterinary' || r.activities.length > 0 ? (
          <Fact label="staffRegistration.field.activities">{activitiesLabel(r.activities, t)}</Fact>
        ) : null}
        {r.function === 'veterinary' || r.vet_registration_number ? (
          <Fact label="staffRegistration.field.vetNumber">{r.vet_registration_number}</Fact>
        ) : null}
        {r.function === 'veterinary' || r.depot_number ? (
          <Fact label="staffRegistration.field.depot">{r.depot_number}</Fact>
        ) : null}
        {r.function === 'pharmacist' || r.function === 'veterinary' || r.apb_number ? (
          <Fact label="staffRegistration.field.apb">{r.apb_number}</Fact>
        ) : null}
        <Fact label="staffRegistration.field.comment">
          {r.comment ? <span className="staff-registration-comment">{r.comment}</span> : null}
        </Fact>
      </Group>
      <Group title="staffRegistration.section.consent">
        <Fact label="staffRegistration.field.optOut">
          {t(r.opt_out_promotions ? 'staffRegistration.optOut.yes' : 'staffRegistration.optOut.no')}
        </Fact>
        <Fact label="staffRegistration.field.lang">{t(`staffRegistration.lang.${r.lang}`)}</Fact>
      </Group>
    </div>
  );
}
