import {
  LEAD_DESCRIPTION_MAX,
  LEAD_EMAIL_MAX,
  LEAD_FILE_MAX_BYTES,
  LEAD_MAX_FILES,
  LEAD_SHORT_TEXT_MAX,
  type LeadField,
} from '@vetshop/domain';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { describedBy, Field, Honeypot } from './contact-fields';
import type { contactAction, loadContactPage } from './contact-page.server';

const MB = LEAD_FILE_MAX_BYTES / (1024 * 1024);
const TEXT_FIELDS: { field: LeadField; type?: 'email' | 'tel'; autoComplete: string; required?: boolean }[] =
  [
    { field: 'email', type: 'email', autoComplete: 'email', required: true },
    { field: 'name', autoComplete: 'name', required: true },
    { field: 'company', autoComplete: 'organization' },
    { field: 'phone', type: 'tel', autoComplete: 'tel' },
    { field: 'mobile', type: 'tel', autoComplete: 'tel' },
  ];
const ADDRESS_FIELDS: { field: LeadField; autoComplete: string }[] = [
  { field: 'street', autoComplete: 'address-line1' },
  { field: 'street2', autoComplete: 'address-line2' },
  { field: 'zip', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
];

/**
 * /contact (spec doc 1 §2, issue 11 §3): subject, e-mail, name, phone, address, company, mobile, message and up
 * to three attachments, in one multipart form that works without JavaScript. Refused, the page comes back with
 * each problem under its field, a summary at the top that takes the focus, and everything typed.
 */
export function ContactPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadContactPage>;
  actionData: ActionData<typeof contactAction> | undefined;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const summary = useRef<HTMLDivElement>(null);
  const refused = actionData !== undefined;
  useEffect(() => {
    if (refused) summary.current?.focus();
  }, [actionData, refused]);

  const fieldError = (field: LeadField) => {
    const problem = errors[field];
    return problem ? t(`contact.error.${problem}` as MessageKey) : undefined;
  };
  const max = (field: LeadField) =>
    field === 'email' ? LEAD_EMAIL_MAX : field === 'description' ? LEAD_DESCRIPTION_MAX : LEAD_SHORT_TEXT_MAX;
  // With JavaScript the chosen files are still in their input after a refused post; without, they are gone.
  const [filesKept, setFilesKept] = useState(false);
  useEffect(() => {
    const input = document.getElementById('contact-files');
    setFilesKept(input instanceof HTMLInputElement && (input.files?.length ?? 0) > 0);
  }, [actionData]);
  const filesError = actionData?.files
    ? [
        t(`contact.error.file.${actionData.files.problem}` as MessageKey, {
          name: actionData.files.name ?? '',
          mb: MB,
          max: LEAD_MAX_FILES,
        }),
        filesKept ? '' : t('contact.error.filesAgain'),
      ]
        .filter(Boolean)
        .join(' ')
    : undefined;

  return (
    <section className="contact" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      {refused ? (
        <div
          className="notice notice-error"
          role="alert"
          tabIndex={-1}
          ref={summary}
          data-testid="contact-error"
        >
          <p>
            {actionData.problem === 'throttled'
              ? t('contact.error.throttled')
              : actionData.problem === 'technical'
                ? t('contact.error.technical')
                : t('contact.errorSummary')}
          </p>
        </div>
      ) : null}
      <p className="muted">{t('contact.required')}</p>
      <Form method="post" encType="multipart/form-data" className="form contact-form" noValidate={false}>
        <fieldset className="contact-section">
          <legend>{t('contact.fieldset.request')}</legend>
          <Field
            id="contact-subject"
            label={t('contact.field.subject')}
            required
            error={fieldError('subject')}
          >
            <select
              id="contact-subject"
              name="subject"
              required
              defaultValue={values.subject}
              {...describedBy('contact-subject', fieldError('subject'))}
            >
              <option value="">{t('contact.field.subjectChoose')}</option>
              {loaderData.subjects.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="contact-description"
            label={t('contact.field.description')}
            required
            error={fieldError('description')}
          >
            <textarea
              id="contact-description"
              name="description"
              required
              rows={7}
              maxLength={LEAD_DESCRIPTION_MAX}
              defaultValue={values.description}
              {...describedBy('contact-description', fieldError('description'))}
            />
          </Field>
          <Field
            id="contact-files"
            label={t('contact.field.files')}
            error={filesError}
            hint={t('contact.field.filesHint', { max: LEAD_MAX_FILES, mb: MB })}
          >
            <input
              id="contact-files"
              name="files"
              type="file"
              multiple
              accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
              {...describedBy('contact-files', filesError, 'contact-files-hint')}
            />
          </Field>
        </fieldset>
        <fieldset className="contact-section">
          <legend>{t('contact.fieldset.you')}</legend>
          <div className="contact-row">
            {TEXT_FIELDS.map(({ field, type, autoComplete, required }) => (
              <Field
                key={field}
                id={`contact-${field}`}
                label={t(`contact.field.${field}` as MessageKey)}
                required={required}
                error={fieldError(field)}
              >
                <input
                  id={`contact-${field}`}
                  name={field}
                  type={type ?? 'text'}
                  autoComplete={autoComplete}
                  required={required}
                  maxLength={max(field)}
                  defaultValue={values[field]}
                  {...describedBy(`contact-${field}`, fieldError(field))}
                />
              </Field>
            ))}
          </div>
        </fieldset>
        <fieldset className="contact-section">
          <legend>{t('contact.fieldset.address')}</legend>
          <div className="contact-row">
            {ADDRESS_FIELDS.map(({ field, autoComplete }) => (
              <Field
                key={field}
                id={`contact-${field}`}
                label={t(`contact.field.${field}` as MessageKey)}
                error={fieldError(field)}
              >
                <input
                  id={`contact-${field}`}
                  name={field}
                  type="text"
                  autoComplete={autoComplete}
                  maxLength={LEAD_SHORT_TEXT_MAX}
                  defaultValue={values[field]}
                  {...describedBy(`contact-${field}`, fieldError(field))}
                />
              </Field>
            ))}
            <Field id="contact-country" label={t('contact.field.country')} error={fieldError('country')}>
              <select
                id="contact-country"
                name="country"
                autoComplete="country"
                defaultValue={values.country}
                {...describedBy('contact-country', fieldError('country'))}
              >
                <option value="">{t('contact.field.countryNone')}</option>
                {loaderData.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </fieldset>
        <Honeypot label={t('contact.field.website')} />
        <div>
          <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
            {t('contact.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** /contact-success: the thanks page the form's post lands on. */
export function ContactSuccessPage() {
  const { locale, t } = useI18n();
  return (
    <section className="contact" aria-labelledby="contact-success-title">
      <h1 id="contact-success-title">{t('contact.success.title')}</h1>
      <p className="notice" role="status">
        {t('contact.success.text')}
      </p>
      <p>
        <Link to={urls.home(locale)}>{t('contact.success.home')}</Link>
      </p>
    </section>
  );
}
